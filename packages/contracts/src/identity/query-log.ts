import { z } from 'zod';
import { withId } from '../kit/fields';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get } from '../kit/define-call';
import { typedPinfl } from '../legal-aid/common';

const isoDate = z.iso.date('validation.invalidDate');

/**
 * GET queryLog/list: the query log, newest first. ADMIN searches it all; anyone else sees own entries
 * (own sign-ins, attempts to sign in as them, own reads of personal data, reads of their appeals by others).
 */
export const queryLogListQuery = pageQuery(20, 100).extend({
  /** First and last day (dd-mm-yyyy on screen, ISO here), Tashkent time. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  action: z.enum(['SIGN_IN', 'SIGN_OUT', 'PERSON_READ', 'APPEAL_READ']).optional(),
  /** OK, REFUSED (anything but OK), or one refusal code. */
  outcome: z
    .string()
    .trim()
    .regex(/^[A-Z_]{2,60}$/, 'validation.wrongData')
    .optional(),
  channel: z
    .string()
    .trim()
    .regex(/^[A-Z_]{2,40}$/, 'validation.wrongData')
    .optional(),
  /** Whose data (the pinfl signed in with or read). */
  subjectPinfl: typedPinfl.optional(),
  /** Who did it. */
  actorPinfl: typedPinfl.optional(),
  ip: z
    .string()
    .trim()
    .max(64)
    .regex(/^[0-9a-fA-F.:]+$/, 'validation.wrongData')
    .optional(),
});

export const queryLogItem = withId({
  at: z.string(),
  action: z.string(),
  channel: z.string().nullable(),
  outcome: z.string(),
  actorPinfl: z.string().nullable(),
  actorName: z.string().nullable(),
  subjectPinfl: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});
export const queryLogListResponse = listOf(queryLogItem);
export type QueryLogItem = z.infer<typeof queryLogItem>;

export const queryLogCalls = defineCalls(['query log'], 'queryLog.viewOwn', {
  queryLogList: get('queryLog/list', {
    query: queryLogListQuery,
    response: queryLogListResponse,
    summary: 'The query log, newest first: everything (ADMIN) or the caller’s own lines',
  }),
});
