import {
  ADMIN_SCREENS,
  cabinetOf,
  defineSection,
  PENDING_LINES,
  SECTIONS,
  SIDEBAR_ITEMS,
  sidebarFor,
} from '@portal/contracts';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '@portal/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CABINET_ROUTES, cabinetRoutes } from './cabinet-routes';
import { pendingListPath } from './home-page';
import { activeItemId } from './sidebar';

const cabinet: RouteObject[] = [{ path: '/lawyer-profile', children: CABINET_ROUTES }];

describe('cabinet routes', () => {
  it('serve every sidebar item and administration screen (no broken link)', () => {
    const unserved = [...SIDEBAR_ITEMS, ...ADMIN_SCREENS]
      .map((item) => item.path)
      .filter((path) => (matchRoutes(cabinet, path)?.length ?? 0) < 2);
    expect(unserved).toEqual([]);
  });

  it("link each line of the home page to a built list every role asked about it may open, with the API's filter", () => {
    expect(PENDING_LINES.length).toBeGreaterThan(0);
    for (const line of PENDING_LINES) {
      const route = matchRoutes(cabinet, line.list)!.at(-1)!.route;
      expect(route.lazy, line.id).toBeDefined();
      const permission = (route.handle as { permission: string }).permission;
      for (const role of ROLES.filter((r) => ROLE_PERMISSIONS[r].includes(line.permission)))
        expect(
          permission === 'signedIn' || ROLE_PERMISSIONS[role].includes(permission as never),
          `${line.id} ${role}`,
        ).toBe(true);
      expect(
        pendingListPath({ id: line.id, count: 2, due: null, filter: { status: 'SEND', tab: 'requests' } }),
      ).toBe(`${line.list}?status=SEND&tab=requests`);
      expect(pendingListPath({ id: line.id, count: 1, due: null, filter: {} })).toBe(line.list);
    }
  });

  it('declare a known permission on every page', () => {
    for (const route of CABINET_ROUTES.filter((r) => !r.index)) {
      const permission = (route.handle as { permission?: string } | undefined)?.permission;
      expect(permission === 'signedIn' || PERMISSIONS.includes(permission as never), route.path).toBe(true);
    }
  });

  it('serve built pages where they exist and "in preparation" only elsewhere', () => {
    const routeOf = (path: string) => matchRoutes(cabinet, path)!.at(-1)!.route;
    expect(routeOf('/lawyer-profile/user-info').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/control-panel/users/15').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/orders/list').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/contracts').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/my-appeals').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/my-appeals/appeals').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/my-applications').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/letters').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/document-chamber').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/document-chamber/notes').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/document-chamber/notes/3').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/user-guide').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/user-guide/create-order').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/yur-xizmat').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/lawyer-requests/training-certificates').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/lawyer-requests/lawyer/7').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/letters/doc-template').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/statistics').lazy).toBeDefined();
    expect(routeOf('/lawyer-profile/duty-schedule').lazy).toBeDefined();
    // Not built yet: a sidebar item with no page gets the "in preparation" page, never a broken link.
    for (const page of SECTIONS.flatMap((s) => s.cabinet).filter((p) => !p.page && !p.redirect))
      expect(routeOf(`/lawyer-profile/${page.path}`).element, page.path).toBeDefined();
  });
});

describe('a section declared once', () => {
  const expertise = defineSection({
    id: 'expertise-requests',
    permission: 'expertise.process',
    groups: {},
    cabinet: {
      'expertise-requests': {
        page: 'expertise-requests',
        sidebar: { id: 'expertise-requests', place: 335, group: 'work', icon: 'microscope' },
      },
      'expertise-requests/view/:id': { page: 'expertise-request-view' },
    },
  });
  const cabinet = cabinetOf([...SECTIONS, expertise]);
  const loaded: string[] = [];
  const modules = Object.fromEntries(
    cabinet.pages
      .filter((p) => p.page)
      .map((p) => [
        `../pages/${p.page}/route.tsx`,
        async () => (loaded.push(p.page!), { Component: () => null }),
      ]),
  );
  const routes: RouteObject[] = [{ path: '/lawyer-profile', children: cabinetRoutes(cabinet, modules) }];
  const routeOf = (path: string) => matchRoutes(routes, path)!.at(-1)!.route;

  it('gets its cabinet routes with the permission of its declaration, loading its page only when opened', async () => {
    const list = routeOf('/lawyer-profile/expertise-requests');
    const view = routeOf('/lawyer-profile/expertise-requests/view/4');
    expect(list.handle).toEqual({ permission: 'expertise.process' });
    expect(view.handle).toEqual({ permission: 'expertise.process' });
    expect(loaded).toEqual([]);
    await (list.lazy as () => Promise<unknown>)();
    expect(loaded).toEqual(['expertise-requests']);
  });

  it('gets its sidebar item, shown to whoever holds that permission, opening that route', () => {
    const item = sidebarFor('EXPERT', ROLE_PERMISSIONS.EXPERT, cabinet).find(
      (i) => i.id === 'expertise-requests',
    );
    expect(item).toMatchObject({
      path: '/lawyer-profile/expertise-requests',
      permission: 'expertise.process',
    });
    expect(routeOf(item!.path).handle).toEqual({ permission: item!.permission });
  });

  it('refuses a page whose route module does not exist', () => {
    expect(() => cabinetRoutes(cabinet, {})).toThrow('no src/pages/');
  });
});

describe('sidebar', () => {
  it('marks the item whose path is the longest prefix of the page', () => {
    expect(activeItemId(SIDEBAR_ITEMS, '/lawyer-profile/my-appeals/appeals')).toBe('appeals-list');
    expect(activeItemId(SIDEBAR_ITEMS, '/lawyer-profile/my-appeals/view/3')).toBe('my-appeals');
    expect(activeItemId(SIDEBAR_ITEMS, '/lawyer-profile/letters/doc-template')).toBe('doc-template');
    expect(activeItemId(SIDEBAR_ITEMS, '/lawyer-profile/document-chamber/notes/3')).toBe('chamber-documents');
    expect(activeItemId(SIDEBAR_ITEMS, '/lawyer-profile/profile-info')).toBeUndefined();
  });
});
