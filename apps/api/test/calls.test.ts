/**
 * The call kit keeps the API and its definitions in step: every call defined in packages/contracts
 * (API_CALLS) is a route of the API exactly once, with the definition's method, path and permission, and
 * has its OpenAPI entry; every /api route (but the generated documentation) comes from a definition.
 */
import { API_CALLS, callRoute } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp({ GOV_SIM_URL: 'http://127.0.0.1:9' });

describe('calls defined once', () => {
  it('have unique names', () => {
    const names = API_CALLS.map((call) => call.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it('are each registered exactly once, as defined', () => {
    for (const call of API_CALLS) {
      const routes = ctx.app.routeRegistry.filter((r) => r.call === call.name && r.method !== 'HEAD');
      expect(routes, call.name).toHaveLength(1);
      expect(routes[0]).toMatchObject({
        method: call.method,
        url: callRoute(call),
        permission: call.permission,
        tags: call.tags,
      });
    }
  });

  it('give every /api route: none is written by hand', () => {
    const byHand = ctx.app.routeRegistry.filter((r) => r.call === undefined);
    expect(byHand.map((r) => `${r.method} ${r.url} [${r.tags.join(', ')}]`)).toEqual([]);
  });

  it('give each its OpenAPI entry', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    const paths = (res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
    for (const call of API_CALLS) {
      const entry = paths[callRoute(call).replace(/:([A-Za-z0-9_]+)/g, '{$1}')];
      expect(entry?.[call.method.toLowerCase()]?.tags, call.name).toEqual([...call.tags]);
    }
  });
});
