/**
 * A person's calendar (docs/domain.md "Calendar"): the dated items of the records the person takes part in,
 * gathered from each section with the person's own visibility, for a range of days; and a personal
 * iCalendar feed at a secret, revocable address (only its hash is stored, so the address is shown once).
 */
import { z } from 'zod';
import { wholeListOf } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { calendarDate } from '../legal-aid/common';

/** The longest range one call answers (a month view with the days of its first and last weeks). */
export const CALENDAR_MAX_DAYS = 62;

/** The kinds of dated items, each from its section. */
export const CALENDAR_ITEM_KINDS = [
  'ATTENDANCE',
  'HEARING',
  'EXPERTISE_DEADLINE',
  'REPORT_DUE',
  'INTERVIEW',
  'INTERNSHIP_END',
  'RECEPTION',
  'DUTY',
] as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The first and last Tashkent day of the range, both included. */
export const calendarRangeQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((r) => r.to >= r.from, { message: 'validation.endBeforeStart', path: ['to'] })
  .refine((r) => daysBetween(r.from, r.to) < CALENDAR_MAX_DAYS, {
    message: 'validation.calendarRangeTooLong',
    path: ['to'],
  });

export const calendarItem = z.object({
  /** Stable over calls: the kind and the record, e.g. `ATTENDANCE-12`. */
  id: z.string(),
  kind: z.enum(CALENDAR_ITEM_KINDS),
  /** The moment (ISO) of a timed item; a whole-day item's day at Tashkent midnight. */
  start: z.string(),
  /** The Tashkent day, 'YYYY-MM-DD'. */
  day: z.string(),
  /** A whole-day item (a deadline, a duty day) has no time of day. */
  allDay: z.boolean(),
  /** What the record is called where the person sees it (a case number, a report's half-year…), or null. */
  subject: z.string().nullable(),
  place: z.string().nullable(),
  /** The record's page in the cabinet (path under /lawyer-profile), or a public page (starting with /). */
  link: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof calendarItem>;

export const calendarFeedState = z.object({
  /** Whether an address is active (it is shown only when it is created). */
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedState>;

export const calendarFeedAddress = calendarFeedState.extend({
  /** The secret address of the feed: shown this once. */
  url: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddress>;

/** A feed address's token as it is written in the address; any other text finds no feed. */
export const calendarFeedParams = z.object({ token: z.string().min(1).max(200) });

export const calendarCalls = defineCalls(['people: calendar'], 'signedIn', {
  calendarItems: get('calendar/items', {
    query: calendarRangeQuery,
    response: wholeListOf(calendarItem),
    summary: 'The signed-in person’s dated items over a range of days, from every section they take part in',
  }),
  calendarFeed: get('calendar/feed', {
    response: calendarFeedState,
    summary: 'Whether the person’s iCalendar feed address is active',
  }),
  calendarFeedCreate: post('calendar/feed/create', {
    response: calendarFeedAddress,
    summary: 'A new secret feed address (the one before it stops working)',
  }),
  calendarFeedRevoke: post('calendar/feed/revoke', {
    response: calendarFeedState,
    summary: 'The feed address stops working',
  }),
  calendarIcs: get('calendar/ics/:token', {
    params: calendarFeedParams,
    binary: true,
    permission: 'public',
    summary: 'The iCalendar feed of a secret address, without sign-in (404 unknown, 410 revoked)',
  }),
});
