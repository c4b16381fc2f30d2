// The aliases that point the browser build at React Router's production build (vite.config.ts, scripts/bench-web-floor.ts).
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router publishes a development and a production build but exports only the first (its warnings
 * kept behind a constant, not `process.env.NODE_ENV`); the browser build takes the production one.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];
