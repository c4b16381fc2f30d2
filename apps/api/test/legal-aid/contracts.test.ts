/**
 * The contracts of state-funded legal aid stay in step with the code: the status lists the SPA reads are
 * the workflow tables' own, every call named in LEGAL_AID_CALLS (those not yet defined with the call kit)
 * is a route of the API, and the OpenAPI document builds with all of them. The kit's calls are checked
 * by test/calls.test.ts.
 */
import * as c from '@portal/contracts';
import { CHECKLIST_STATUSES, INVESTIGATOR_REQUEST_STATUSES, ORDER_STATUSES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp({ GOV_SIM_URL: 'http://127.0.0.1:9' });

describe('legal-aid contracts', () => {
  it('name the statuses of the workflow tables', () => {
    expect([...c.ORDER_STATUS_VALUES]).toEqual([...ORDER_STATUSES]);
    expect([...c.INVESTIGATOR_REQUEST_STATUS_VALUES]).toEqual([...INVESTIGATOR_REQUEST_STATUSES]);
    expect([...c.CHECKLIST_STATUS_VALUES]).toEqual([...CHECKLIST_STATUSES]);
  });

  it('name exactly the routes the API registers for legal aid', () => {
    const registered = new Set(ctx.app.routeRegistry.map((r) => `${r.method} ${r.url}`));
    const named = Object.values(c.LEGAL_AID_CALLS).map((call) => `${call.method} /api/v.1/${call.path}`);
    for (const call of named) expect(registered, call).toContain(call);
    const legalAidPrefixes = [
      '/api/v.1/checkList/',
      ...Object.values(c.LEGAL_AID_CALLS)
        .filter((call) => call.path.startsWith('getInfo/'))
        .map((call) => `/api/v.1/${call.path}`),
    ];
    const defined = new Set(c.API_CALLS.map((call) => `${call.method} /api/v.1/${call.path}`));
    const ours = [...registered].filter((r) => {
      if (defined.has(r)) return false;
      const url = r.split(' ')[1]!;
      return r.startsWith('GET') || r.startsWith('POST')
        ? legalAidPrefixes.some((p) => url === p || (p.endsWith('/') && url.startsWith(p)))
        : false;
    });
    expect(ours.sort()).toEqual([...new Set(named)].sort());
    expect(c.legalAidPath('orgRequestDtoById', 42)).toBe('getInfo/orgRequestDtoById/42');
  });

  it('build the OpenAPI document with every legal-aid call', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const call of Object.values(c.LEGAL_AID_CALLS))
      expect(paths).toContain(`/api/v.1/${call.path.replace(':id', '{id}')}`);
  });
});
