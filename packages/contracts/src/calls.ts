/**
 * Every call defined with the kit (kit/define-call.ts), over all areas: the groups the sections declare
 * (sections/). The API registers each exactly once and every /api/v.1 route comes from one of them
 * (apps/api/test/calls.test.ts checks both).
 */
import { callList } from './kit/define-call';
import { type CallGroup, groupsOf, SECTIONS } from './sections';

/** Every group of calls by name: the SPA's client is derived from it (`api.orders.dtoByOrderId`). */
export const CALL_GROUPS = groupsOf(SECTIONS);

export const API_CALLS = callList(
  ...Object.values(CALL_GROUPS as Record<string, CallGroup>).map((g) => g.calls),
);
