/**
 * The `virtual:wire-calls` module of the SPA: every call of CALL_GROUPS (and the sign-in calls) as the browser runs it (name,
 * method, path and the facts the client reads; see packages/contracts kit/wire-call.ts), as plain data.
 * The call definitions hold zod schemas; built into the page they would bring zod and every section's
 * contracts to the home page. The table is computed from the contracts in a child Node process (they
 * are TypeScript, run through tsx) when the module is first asked for, and again in the dev server
 * when a contract changes.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:wire-calls';
const RESOLVED = `\0${ID}`;
const CONTRACTS = path.resolve(import.meta.dirname, '../../../packages/contracts/src');

function wireTable(): string {
  // The sign-in calls are no section's (the auth module serves them): the shell signs out with them.
  const script = `const m = await import('@portal/contracts');
const auth = { area: 'auth', alsoRefreshes: [], calls: m.authCalls };
process.stdout.write(JSON.stringify(m.wireGroups({ ...m.CALL_GROUPS, auth })));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

export function wireCalls(): Plugin {
  let table: string | undefined;
  return {
    name: 'portal-wire-calls',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      table ??= wireTable();
      return `export default ${table};`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(CONTRACTS)) return;
        table = undefined;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
