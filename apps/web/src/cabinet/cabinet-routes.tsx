/**
 * The pages of the cabinet (/lawyer-profile/...), derived from the sections' declarations
 * (packages/contracts/src/sections): each page's route carries the permission it needs in its `handle`
 * (the layout shows "no access" otherwise) and loads its route module (src/pages/<page>/route.tsx) when it
 * is first opened. A declared page without a module is "in preparation", so no link of the cabinet is ever
 * broken. To add a page: one entry in its section's `cabinet`.
 */
import { type Cabinet, CABINET_PATH, type CabinetRoute } from '@portal/contracts';
import { CABINET } from './manifest';
import { useTranslation } from 'react-i18next';
import { replace, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../router/lazy-with-retry';
import type { CabinetHandle } from './cabinet-layout';
import { SectionInPreparation } from '../shell/section-in-preparation';

/** Route modules by file name (`../pages/<page>/route.tsx`), each loaded when its page first opens. */
export type PageModules = Record<string, () => Promise<Record<string, unknown>>>;

/** The pages' route modules: each its own chunk, loaded only when its page opens. */
const PAGE_MODULES: PageModules = import.meta.glob<Record<string, unknown>>('../pages/*/route.tsx');

function Preparing({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation('cabinet');
  return <SectionInPreparation title={t(labelKey)} />;
}

/** The label of a page in preparation: its sidebar item's, or its control panel link's. */
function labelKeyOf(cabinet: Cabinet, page: CabinetRoute): string {
  const link = [...cabinet.sidebar, ...cabinet.controlPanel].find(
    (item) => item.path === `${CABINET_PATH}/${page.path}`,
  );
  return link?.labelKey ?? 'sidebar.label';
}

/** The route of one declared page: its module, a redirect, or "in preparation". */
function routeOf(cabinet: Cabinet, page: CabinetRoute, modules: PageModules): RouteObject {
  const handle = { permission: page.permission } satisfies CabinetHandle;
  if (page.redirect) {
    const to = `${CABINET_PATH}/${page.redirect}`;
    return { path: page.path, handle, loader: () => replace(to) };
  }
  if (!page.page)
    return { path: page.path, handle, element: <Preparing labelKey={labelKeyOf(cabinet, page)} /> };
  const load = modules[`../pages/${page.page}/route.tsx`];
  if (!load) throw new Error(`cabinet page ${page.path}: no src/pages/${page.page}/route.tsx`);
  return { path: page.path, handle, lazy: lazyWithRetry(load) };
}

/** The cabinet's routes: '' is the person's home page (what awaits them), then every declared page. */
export function cabinetRoutes(
  cabinet: Cabinet = CABINET,
  modules: PageModules = PAGE_MODULES,
): RouteObject[] {
  return [
    { index: true, lazy: lazyWithRetry(() => import('../pages/cabinet-home/route')) },
    ...cabinet.pages.map((page) => routeOf(cabinet, page, modules)),
  ];
}

export const CABINET_ROUTES: RouteObject[] = cabinetRoutes();
