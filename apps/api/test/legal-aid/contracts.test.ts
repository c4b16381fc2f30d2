/**
 * The contracts of state-funded legal aid stay in step with the code: the status lists the SPA reads are
 * the workflow tables' own, and the OpenAPI document builds with every legal-aid call. That each call is
 * registered once, as defined, is checked by test/calls.test.ts.
 */
import * as c from '@portal/contracts';
import { CHECKLIST_STATUSES, INVESTIGATOR_REQUEST_STATUSES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp({ GOV_SIM_URL: 'http://127.0.0.1:9' });

describe('legal-aid contracts', () => {
  it('name the statuses of the workflow tables', () => {
    expect([...c.INVESTIGATOR_REQUEST_STATUS_VALUES]).toEqual([...INVESTIGATOR_REQUEST_STATUSES]);
    expect([...c.CHECKLIST_STATUS_VALUES]).toEqual([...CHECKLIST_STATUSES]);
  });

  it('build the OpenAPI document with every legal-aid call', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const call of c.API_CALLS.filter((one) => one.tags.some((tag) => tag.startsWith('legal aid'))))
      expect(paths).toContain(`/api/v.1/${call.path.replace(':id', '{id}')}`);
  });
});
