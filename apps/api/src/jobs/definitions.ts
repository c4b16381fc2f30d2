import type { SECTIONS } from '@portal/contracts';
import { z } from 'zod';

const id = z.number().int().positive();
/** A daily sweep's payload: `today` (tests only) sweeps as on that day (ISO date, Tashkent). */
const sweepDayPayload = z.object({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** How a daily sweep is retried: from 30 s up, for long; a sweep over many rows may run for minutes. */
const DAILY_SWEEP = { retryLimit: 20, retryDelaySeconds: 30, expireInSeconds: 900 } as const;
/** How a poll of an outside system is retried: a few times, a minute apart (the next poll comes anyway). */
const POLL = { retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 900 } as const;
/**
 * How one record's call to an outside system (the payment provider, the post, the SMS gateway) is retried
 * while the system is down.
 */
const OUTSIDE_CALL = { retryLimit: 12, retryDelaySeconds: 30, expireInSeconds: 120 } as const;

/** The jobs the sections declare (packages/contracts/src/sections): each is defined below, and only these. */
type SectionJob = (typeof SECTIONS)[number]['jobs'][number];

interface JobDefinition {
  readonly payload: z.ZodType;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  readonly expireInSeconds: number;
}

/**
 * Every kind of durable job, the sections' and the operators' probe: its name (the pg-boss queue), its
 * payload schema, and how it is retried.
 * Retries back off exponentially from `retryDelaySeconds` (pg-boss retryBackoff); a job still active after
 * `expireInSeconds` (its process died) is failed and retried by the next maintenance pass.
 * Handlers must be idempotent: each checks the row it acts on inside its transaction, so a job that runs
 * again after a crash between its effect and its completion changes nothing the second time.
 */
export const JOB_DEFINITIONS = {
  /** Diagnostic: records that it ran (table job_probes). Operators send one to see that workers run. */
  'system-probe': {
    payload: z.object({ probe: z.string().min(1).max(200) }),
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
  },
  /** The picked lawyer's time to accept ran out: draw again without them (if that draw is still pending). */
  'request-accept-timeout': {
    payload: z.object({ requestId: id, drawId: id }),
    retryLimit: 20,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
  },
  /** The attendance time came: a request nobody accepted (SEND or WAIT) becomes EXPIRED. */
  'request-expire': {
    payload: z.object({ requestId: id }),
    retryLimit: 20,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
  },
  /** Duty lawyers were added for a waiting request's region and day: try the draw again. */
  'request-redraw-waiting': {
    payload: z.object({ requestId: id }),
    retryLimit: 20,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
  },
  /** A checklist was agreed: fix its fee and hand it over for payment (checklist FINISHED, request PAYMENT). */
  'checklist-finish': {
    payload: z.object({ checklistId: id }),
    retryLimit: 20,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
  },
  /**
   * The daily certificate expiry sweep (modules/requests/expiry.ts): marks WARNING, DANGER, EXPIRED once
   * each and schedules the next sweep for the next Tashkent midnight (jobs/daily.ts).
   */
  'certificate-expiry': {
    payload: z.object({}),
    ...DAILY_SWEEP,
  },
  /**
   * The daily half-year report reminders (modules/half-year-reports/reminders.ts): 10, 3 and 1 days before
   * a due date, once each, to directors who have not signed. `today` (tests only) sweeps as on that day.
   */
  'report-reminders': {
    payload: sweepDayPayload,
    ...DAILY_SWEEP,
  },
  /**
   * The daily expertise sweep (modules/expertise/daily.ts): invoices unpaid past their term expire, requests
   * past their deadline are reminded, each once. `today` (tests only) sweeps as on that day.
   */
  'expertise-daily': {
    payload: sweepDayPayload,
    ...DAILY_SWEEP,
  },
  /**
   * An expertise request was rejected after its invoice was paid (REFUND_PENDING): ask the payment provider
   * to cancel the performed payment (modules/expertise/refund.ts); the provider's CancelTransaction marks it
   * REFUNDED. The provider down or the refund not yet confirmed: retried with backoff.
   */
  'expertise-refund': {
    payload: z.object({ expertiseId: id }),
    ...OUTSIDE_CALL,
  },
  /**
   * The daily end of internships whose period is over (modules/candidates/internship-end.ts): each becomes
   * COMPLETED once, the person gets their previous role back, intern and director are told. `today` (tests
   * only) sweeps as on that day.
   */
  'internship-end': {
    payload: sweepDayPayload,
    ...DAILY_SWEEP,
  },
  /**
   * A request to deliver by mail became ready (accepted without a fee, or paid), or was asked about: register
   * its parcel with the post if it has none, then read its status; its payment returned: recall its parcel
   * (modules/mail-delivery/service.ts). The post down: retried with backoff.
   */
  'mail-delivery-follow': {
    payload: z.object({ requestId: id }),
    ...OUTSIDE_CALL,
  },
  /**
   * Every MAIL_DELIVERY_POLL_MINUTES: follow every parcel still on its way (and register any a lost
   * follow job left out), then schedule the next poll (jobs/daily.ts).
   */
  'mail-delivery-poll': {
    payload: z.object({}),
    ...POLL,
  },
  /**
   * Every EXCHANGE_POLL_MINUTES: ask the inter-agency exchange about every letter to a government body not
   * yet answered, bring in receipts and responses and tell the letters' authors (modules/letters
   * exchange-sync.ts), then schedule the next poll (jobs/daily.ts).
   */
  'exchange-poll': {
    payload: z.object({}),
    ...POLL,
  },
  /**
   * The daily reception reminders (modules/receptions/reminders.ts): each booking of the next day is
   * reminded once, in the portal and by SMS. `today` (tests only) sweeps as on that day.
   */
  'reception-reminders': {
    payload: sweepDayPayload,
    ...DAILY_SWEEP,
  },
  /** A reception booking's SMS to its visitor: its confirmation or its reminder. The gateway down: retried. */
  'reception-sms': {
    payload: z.object({ bookingId: id, kind: z.enum(['BOOKED', 'REMINDER']) }),
    ...OUTSIDE_CALL,
  },
} as const satisfies Record<SectionJob | 'system-probe', JobDefinition>;

export type JobName = keyof typeof JOB_DEFINITIONS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_DEFINITIONS)[N]['payload']>;
export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];
