/**
 * Mobile-ID: the subscriber register (which phone a person enrolled) and the SMS gateway that carries the
 * one-time code. integrations.md fixes no protocol for either; both are the simulator's own REST/JSON
 * (apps/gov-sim/src/systems/mobile-id, sms-gateway).
 */
import { z } from 'zod';
import { PHONE_REGEX } from './common';

/** Subscriber register `GET /subscribers/:pinfl` answer; 404 NOT_ENROLLED. */
export const subscriberSchema = z.object({
  pinfl: z.string(),
  phone: z.string().regex(PHONE_REGEX),
  status: z.literal('ACTIVE'),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** SMS gateway `POST /api/send` body (HTTP Basic with the portal's account). */
export const smsSendBody = z.object({
  recipient: z.string().regex(PHONE_REGEX, 'recipient must be +998 and 9 digits'),
  text: z.string().min(1).max(1000),
  reference: z.string().max(100).optional(),
});
export type SmsSend = z.infer<typeof smsSendBody>;

/** SMS gateway `POST /api/send` answer; 401 UNAUTHORIZED for wrong credentials. */
export const smsSendAnswer = z.object({ id: z.string(), status: z.literal('ACCEPTED') });
export type SmsSendAnswer = z.infer<typeof smsSendAnswer>;

/** SMS gateway (simulator only) `GET /inbox/last?phone=` query: the `+` may be left out. */
export const smsInboxLastQuery = z.object({
  phone: z
    .string()
    .transform((v) => (v.startsWith('+') ? v : `+${v.trim()}`))
    .pipe(z.string().regex(PHONE_REGEX, 'phone must be +998 and 9 digits')),
});

/** SMS gateway (simulator only) `GET /inbox/last` answer: the last message to that phone. */
export const smsInboxLastAnswer = z.object({
  recipient: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
export type SmsInboxLast = z.infer<typeof smsInboxLastAnswer>;
