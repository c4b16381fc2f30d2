/**
 * Two virtual modules of the SPA, computed from the contracts as plain data:
 * - `virtual:wire-calls`: every call of CALL_GROUPS (and the sign-in calls) as the browser runs it (name,
 *   method, path and the facts the client reads; see packages/contracts kit/wire-call.ts);
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

/** Each virtual module and the script that prints its default export as JSON (`m` is @portal/contracts). */
const TABLES: Record<string, string> = {
  // The sign-in calls are no section's (the auth module serves them): the shell signs out with them.
  'virtual:wire-calls': `const auth = { area: 'auth', alsoRefreshes: [], calls: m.authCalls };
return m.wireGroups({ ...m.CALL_GROUPS, auth });`,
  'virtual:cabinet': `return { cabinet: m.CABINET, pendingLines: m.PENDING_LINES };`,
};

function table(id: string): string {
  const script = `const m = await import('@portal/contracts');
process.stdout.write(JSON.stringify((() => { ${TABLES[id]} })()));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

export function wireCalls(): Plugin {
  const computed = new Map<string, string>();
  return {
    name: 'portal-wire-calls',
    resolveId: (id) => (id in TABLES ? `\0${id}` : undefined),
    load(resolved) {
      const id = resolved.startsWith('\0') ? resolved.slice(1) : undefined;
      if (!id || !(id in TABLES)) return undefined;
      if (!computed.has(id)) computed.set(id, table(id));
      return `export default ${computed.get(id)};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(CONTRACTS)) return;
        computed.clear();
        for (const id of Object.keys(TABLES)) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
