// Vite build of the SPA: React, workspace packages (@portal/*) compiled from their TypeScript source,
// output in apps/web/dist (served by the API), vendor chunks split so the home page loads only what it needs.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/precompress.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { wireCalls } from './scripts/wire-calls.ts';

/**
 * Writes `.br` and `.gz` beside every text file of the browser build, so the API serves them
 * precompressed. The server build of the prerender (`--ssr`) is not served and is left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (!ssr) precompressDir(outDir);
    },
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/** Mantine components by the first page that needs them (see chunkGroups). */
const mantine = (components: string) =>
  new RegExp(String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](${components})[\\/].*\.mjs$`);

/**
 * Chunk groups of the browser build. Left to itself, rolldown gives every set of modules that the same
 * set of pages share a chunk of its own: the home page loaded some 60 files and a list page 55, each a
 * request (and a round trip on a slow line) and each compressed alone. Grouped, in this order (a module
 * goes to the first group that takes it, with what it imports):
 * - the libraries every page needs, in stable, separately cached chunks (react, i18n, query);
 * - `startup`: everything else the entry runs (rolldown's `$initial`: the shell, its Mantine parts,
 *   storage, the API client, lt's core messages), in one file;
 * - the Mantine components of the home page, of the list pages (inputs, paging, tables, alerts) and of
 *   their filters and cards (selects, popovers, drawers): three chunks that pages load as they need.
 */
const chunkGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  // The entry module itself stays the entry chunk (index.html names it).
  {
    name: 'startup',
    tags: ['$initial' as const],
    test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
  },
  {
    name: 'home-ui',
    test: mantine('Anchor|Card|Container|Paper|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title'),
  },
  {
    name: 'ui',
    test: mantine('Alert|Badge|CloseButton|Divider|Input|InputBase|List|Pagination|Table|TextInput'),
  },
  { name: 'overlays', test: mantine('Avatar|Combobox|Drawer|ModalBase|Overlay|Popover|ScrollArea|Select') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), wireCalls(), precompress()],
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProduction : [] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Which chunks and stylesheets each page needs: scripts/prerender.ts links them from the page's HTML.
    manifest: true,
    rolldownOptions: {
      // @portal/contracts builds zod schemas at module level; the SPA mostly needs its types and a few
      // constants. Building a schema has no side effect, so schemas nobody uses (and zod with them) are
      // dropped from the bundle.
      // The kit's modules (src/kit) only declare components and functions: marked so, a page that
      // imports one part of a kit folder through its index (a list of cards from kit/list) loads that
      // part, not the whole folder (the table, the date and masked filters, and what they import).
      treeshake: {
        manualPureFunctions: ['z', 'zod'],
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]kit[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups } },
    },
  },
}));
