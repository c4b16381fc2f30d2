/**
 * `npm run dev`: simulator, API and Vite dev server with hot reload (open http://localhost:5173; the
 * API and the built-in SPA stay at :8080).
 */
import { spawn } from 'node:child_process';
import { ROOT, runTs, superviseAll, waitFor } from './processes';

const simPort = process.env.GOV_SIM_PORT ?? '8090';
const sim = runTs('gov-sim', 'apps/gov-sim/src/main.ts', { GOV_SIM_PORT: simPort }, true);
await waitFor(`http://127.0.0.1:${simPort}/health`, 30_000);
const api = runTs(
  'api',
  'apps/api/src/main.ts',
  { NODE_ENV: 'development', GOV_SIM_URL: `http://127.0.0.1:${simPort}` },
  true,
);
const web = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
superviseAll([sim, api, web]);
