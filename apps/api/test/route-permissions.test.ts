/**
 * The table test of ARCHITECTURE.md convention 11: every API route registered in the app × every role
 * (and an anonymous caller) answers as the policy says. Routes come from the app itself, so a route
 * another module adds later is covered without touching this file.
 */
import { type Permission, ROLE_PERMISSIONS, ROLES, type Role } from '@portal/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPermissions } from '../src/plugins/permissions';
import { signInAs } from './helpers/factories';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp({
  GOV_SIM_URL: 'http://127.0.0.1:9',
  SIGN_IN_RATE_LIMIT_MAX: '100000',
  NATIONAL_SYSTEMS_TIMEOUT_MS: '500',
});

function expectedFor(permission: string, role: Role | 'anonymous'): 'allowed' | 401 | 403 {
  if (permission === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  if (permission === 'signedIn') return 'allowed';
  return (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission) ? 'allowed' : 403;
}

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1');
}

describe('every API route × every role', () => {
  it('declares a permission on every API route (the app would not start otherwise) and finds them all', () => {
    const routes = ctx.app.routeRegistry;
    expect(routes.length).toBeGreaterThan(20);
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'GET /api/health',
      'GET /api/v.1/logOut',
      'GET /api/v.1/redirectUri',
      'GET /api/v.1/mobileId/byPin',
      'GET /api/v.1/admin/users',
      'POST /api/v.1/getInfo/orderAccess',
    ])
      expect(urls).toContain(known);
  });

  it('answers each route as the role -> permission table says', async () => {
    const routes = ctx.app.routeRegistry.filter((r) => r.method !== 'HEAD');
    const mismatches: string[] = [];
    // One session per role, except for sign-out, which ends the session it is called with.
    const tokens = new Map<Role, Record<string, string>>();
    const headersOf = async (role: Role, fresh: boolean) => {
      if (fresh) return (await signInAs(ctx.db, role)).headers;
      if (!tokens.has(role)) tokens.set(role, (await signInAs(ctx.db, role)).headers);
      return tokens.get(role)!;
    };
    const callers: (Role | 'anonymous')[] = ['anonymous', ...ROLES];
    for (const role of ROLES) await headersOf(role, false);
    // A route's callers are asked side by side (each answer waits mostly on PostgreSQL), the routes in turn.
    for (const route of routes) {
      const url = concreteUrl(route.url);
      await Promise.all(
        callers.map(async (role) => {
          const headers = role === 'anonymous' ? {} : await headersOf(role, route.url.endsWith('/logOut'));
          const res = await ctx.app.inject({
            method: route.method as 'GET' | 'POST',
            url,
            headers: { ...headers, 'accept-language': 'eng' },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          const expected = expectedFor(route.permission, role);
          const ok =
            expected === 'allowed'
              ? res.statusCode !== 401 && res.statusCode !== 403
              : res.statusCode === expected;
          if (!ok)
            mismatches.push(
              `${route.method} ${route.url} as ${role}: ${res.statusCode}, expected ${expected}`,
            );
        }),
      );
    }
    expect(mismatches.sort()).toEqual([]);
  }, 120_000); // about 1,300 calls: 105 routes × 13 callers

  it('follows the table as the ADMIN edited it: a revoked permission answers 403 at the next call', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const admin = await signInAs(ctx.db, 'ADMIN');
    const call = () => ctx.app.inject({ url: '/api/v.1/queryLog/list', headers: lawyer.headers });
    expect((await call()).statusCode).toBe(200);
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/admin/role-permissions',
      headers: admin.headers,
      payload: { role: 'LAWYER', permission: 'queryLog.viewOwn' satisfies Permission, granted: false },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await call()).statusCode).toBe(403);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/admin/role-permissions/reset',
      headers: admin.headers,
      payload: { role: 'LAWYER' },
    });
    expect((await call()).statusCode).toBe(200);
  });

  it('refuses to register an API route that declares no permission', async () => {
    const app = Fastify();
    registerPermissions(app, ctx.db);
    expect(() => app.get('/api/v.1/forgotten', async () => 'x')).toThrow(/declares no valid permission/);
    expect(() =>
      app.get('/api/v.1/typo', { config: { permission: 'order.creat' as Permission } }, async () => 'x'),
    ).toThrow(/declares no valid permission/);
    // Pages and files outside the API need no declaration.
    expect(() => app.get('/lawyer-profile', async () => 'x')).not.toThrow();
    await app.close();
  });
});
