/**
 * Virtual modules of the SPA, computed from the contracts as plain data:
 * - `virtual:wire-calls/first-page` and `virtual:wire-calls/later`: every call of CALL_GROUPS (and the
 *   sign-in calls) as the browser runs it (name, method, path and the facts the client reads; see
 *   packages/contracts kit/wire-call.ts), in two parts: the groups the shell and the home page call
 *   (FIRST_PAGE_GROUPS), loaded with the entry, and every other group, loaded with any other page
 *   (src/api/api.ts);
 * - `virtual:cabinet`: the cabinet the sections declare (CABINET: its pages, sidebar and control panel's
 *   links) and the home page's lines of "what awaits you" (PENDING_LINES).
 * The call definitions and the section declarations hold zod schemas; built into the page they would bring
 * zod and every section's contracts to the home page and to the cabinet's first page. The tables are
 * computed from the contracts in a child Node process (they are TypeScript, run through tsx) when a module
 * is first asked for, and again in the dev server when a contract changes.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const CONTRACTS = path.resolve(import.meta.dirname, '../../../packages/contracts/src');

/**
 * The groups of calls the shell (sign-out, the signed-in header, the footer's figures) and the home page
 * (news, announcements, the lawyers' count) make: the entry carries their part of the call table.
 */
const FIRST_PAGE_GROUPS = new Set(['site', 'content', 'lawyers', 'auth', 'account']);

/** The two parts of the call table, by virtual module: which groups each holds. */
const WIRE_PARTS: Record<string, (group: string) => boolean> = {
  'virtual:wire-calls/first-page': (group) => FIRST_PAGE_GROUPS.has(group),
  'virtual:wire-calls/later': (group) => !FIRST_PAGE_GROUPS.has(group),
};

/** Each table and the script that prints it as JSON (`m` is @portal/contracts). */
const TABLES: Record<string, string> = {
  // The sign-in calls are no section's (the auth module serves them): the shell signs out with them.
  wire: `const auth = { area: 'auth', alsoRefreshes: [], calls: m.authCalls };
return m.wireGroups({ ...m.CALL_GROUPS, auth });`,
  cabinet: `return { cabinet: m.CABINET, pendingLines: m.PENDING_LINES };`,
};

function table(name: string): string {
  const script = `const m = await import('@portal/contracts');
process.stdout.write(JSON.stringify((() => { ${TABLES[name]} })()));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

interface WireTableCall {
  name: string;
  method: string;
  path: string;
  binary: boolean;
  empty: boolean;
  paged: boolean;
  bodyOnly: boolean;
}
type WireTable = Record<
  string,
  { area: string; alsoRefreshes: unknown; calls: Record<string, WireTableCall> }
>;

/** The one-letter marks of a call's facts in its line of the compact table. */
const FLAGS = { binary: 'b', empty: 'e', paged: 'p', bodyOnly: 'o' } as const;

/**
 * The call table as a module that builds it when loaded: each call one line `key method path flags
 * [name]` (the name only where it differs from the key) instead of an object repeating eight property
 * names, a third of the bytes the home page loads for it.
 */
export function compactWireModule(groups: WireTable): string {
  const compact = Object.fromEntries(
    Object.entries(groups).map(([group, { area, alsoRefreshes, calls }]) => [
      group,
      [
        area,
        alsoRefreshes,
        Object.entries(calls).map(([key, call]) => {
          const flags = Object.entries(FLAGS)
            .filter(([fact]) => call[fact as keyof typeof FLAGS])
            .map(([, mark]) => mark)
            .join('');
          const parts = [
            key,
            call.method,
            call.path,
            flags || '-',
            ...(call.name === key ? [] : [call.name]),
          ];
          if (parts.some((part) => /\s/.test(part) || part === ''))
            throw new Error(`the call ${group}.${key} has a blank or spaced name, method or path`);
          return parts.join(' ');
        }),
      ],
    ]),
  );
  return `const flags = ${JSON.stringify(FLAGS)};
const table = ${JSON.stringify(compact)};
export default Object.fromEntries(Object.entries(table).map(([group, [area, alsoRefreshes, calls]]) => [group, {
  area,
  alsoRefreshes,
  calls: Object.fromEntries(calls.map((line) => {
    const [key, method, path, marks, name = key] = line.split(' ');
    const call = { name, method, path };
    for (const [fact, mark] of Object.entries(flags)) call[fact] = marks.includes(mark);
    return [key, call];
  })),
}]));`;
}

/** The virtual modules: each part of the call table, and the cabinet. */
const MODULES = [...Object.keys(WIRE_PARTS), 'virtual:cabinet'];

export function wireCalls(): Plugin {
  const computed = new Map<string, string>();
  const tableJson = (name: string) => {
    if (!computed.has(name)) computed.set(name, table(name));
    return computed.get(name)!;
  };
  return {
    name: 'portal-wire-calls',
    resolveId: (id) => (MODULES.includes(id) ? `\0${id}` : undefined),
    load(resolved) {
      const id = resolved.startsWith('\0') ? resolved.slice(1) : undefined;
      if (id === 'virtual:cabinet') return `export default ${tableJson('cabinet')};`;
      const inPart = id === undefined ? undefined : WIRE_PARTS[id];
      if (!inPart) return undefined;
      const groups = JSON.parse(tableJson('wire')) as WireTable;
      return compactWireModule(Object.fromEntries(Object.entries(groups).filter(([group]) => inPart(group))));
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(CONTRACTS)) return;
        computed.clear();
        for (const id of MODULES) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
