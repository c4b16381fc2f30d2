import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PREFIXES } from './routes';
import { SIGNED_IN_ROUTES } from './signed-in-routes';

describe('signed-in areas, discovered on first visit', () => {
  it('answer exactly the paths the router loads them for', () => {
    const tops = SIGNED_IN_ROUTES.map((route) => `/${route.path}`);
    expect(tops.sort()).toEqual([...SIGNED_IN_PREFIXES].sort());
  });

  it('serve the pages under their prefixes once added', () => {
    const tree: RouteObject[] = [{ path: '/', children: SIGNED_IN_ROUTES }];
    for (const path of [
      '/lawyer-profile/profile-info',
      '/profile/order',
      '/mobile/orders/list',
      '/contracts/7',
      '/expertise/payment/7',
      '/mobile/appeals',
      '/mobile/appeals/view/3',
    ]) {
      const route = matchRoutes(tree, path)?.at(-1)?.route;
      expect(route?.path ?? (route?.index ? 'index' : undefined), path).toBeDefined();
    }
  });
});
