/**
 * `npm start`: the portal with its embedded defaults, run from the production build (its prestart).
 * Starts the national-systems simulator (unless NATIONAL_SYSTEMS=live), then the API, which starts the
 * embedded PostgreSQL (unless DATABASE_URL), applies migrations, seeds and serves the built SPA at
 * http://localhost:8080.
 */
import { runProgram, superviseAll, waitFor } from './processes';

const live = process.env.NATIONAL_SYSTEMS === 'live';
const simPort = process.env.GOV_SIM_PORT ?? '8090';
const children = [];
if (!live) {
  const sim = runProgram('gov-sim', 'apps/gov-sim/src/main.ts', { GOV_SIM_PORT: simPort });
  children.push(sim);
  await waitFor(`http://127.0.0.1:${simPort}/health`, 30_000);
}
children.push(
  runProgram('api', 'apps/api/src/main.ts', {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    GOV_SIM_URL: process.env.GOV_SIM_URL ?? `http://127.0.0.1:${simPort}`,
  }),
);
superviseAll(children);
