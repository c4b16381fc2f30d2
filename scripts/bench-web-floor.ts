/**
 * `npm run bench:web:floor`: how much of bench:web's home-page budget the web's libraries take before the
 * portal writes a line. Builds, with the SPA's Vite settings (React Router's production build), a page that
 * only starts what the architecture names for the web: React DOM, React Router's data router with one lazy
 * route, TanStack Query, i18next with react-i18next, and MantineProvider with Mantine's base stylesheets;
 * it renders one translated link and one query. Prints the gzip size of its scripts and stylesheets
 * (compressed as bench:web compresses them) and what the budget leaves for the shell and the home page.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { reactRouterProduction } from '../apps/web/scripts/react-router-production';
import { HOME_BUDGET_KB } from './bench-support';
import { ROOT } from './processes';

// Inside apps/web, so the page's imports resolve to the web's own dependencies.
const APP = path.join(ROOT, 'apps/web/node_modules/.cache/stack-floor');

const PAGE = `
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';

await i18next.use(initReactI18next).init({ lng: 'lt', resources: { lt: { home: { next: 'Toliau' } } } });
const queryClient = new QueryClient();
function Home() {
  const { t } = useTranslation('home');
  const count = useQuery({ queryKey: ['count'], queryFn: async () => 1 });
  return <Link to="/next">{t('next')} {count.data}</Link>;
}
const router = createBrowserRouter([
  {
    path: '/',
    Component: () => <main><Outlet /></main>,
    children: [
      { index: true, Component: Home },
      { path: 'next', lazy: async () => ({ Component: () => <p>next</p> }) },
    ],
  },
]);
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </MantineProvider>,
);
`;

async function main() {
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(APP, { recursive: true });
  writeFileSync(
    path.join(APP, 'index.html'),
    '<!doctype html><html lang="lt"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(path.join(APP, 'main.tsx'), PAGE);
  await build({
    root: APP,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: reactRouterProduction },
    build: { outDir: 'dist', target: 'es2022', emptyOutDir: true },
  });
  const assets = path.join(APP, 'dist', 'assets');
  const files = readdirSync(assets).map((name) => ({
    name,
    kb: gzipSync(readFileSync(path.join(assets, name))).length / 1024,
  }));
  const floor = files.reduce((sum, f) => sum + f.kb, 0);
  console.info('The libraries alone (gzip):');
  for (const f of files) console.info(`  ${f.kb.toFixed(1).padStart(6)} KB  ${f.name}`);
  console.info(`  ${floor.toFixed(1).padStart(6)} KB  total`);
  console.info(
    `bench:web's budget of ${HOME_BUDGET_KB} KB leaves ${(HOME_BUDGET_KB - floor).toFixed(1)} KB for the shell, the home page, its texts and their styles.`,
  );
  rmSync(APP, { recursive: true, force: true });
}

await main();
