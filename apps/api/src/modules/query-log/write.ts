import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/transaction';
import { queryLog } from '../../db/schema';

export interface QueryLogEntry {
  action: 'SIGN_IN' | 'SIGN_OUT' | 'PERSON_READ' | (string & {});
  channel?: string | null;
  /** 'OK' or the code of the refusal. */
  outcome: string;
  actorPersonId?: number | null;
  subjectPinfl?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one line to the query log, with the caller's address, browser and request id. Pass the
 * transaction when the logged action is part of one; a refused sign-in is logged outside any rolled-back
 * transaction so that the attempt stays on record.
 */
export async function writeQueryLog(db: Executor, request: FastifyRequest | null, entry: QueryLogEntry) {
  await db.insert(queryLog).values({
    action: entry.action,
    channel: entry.channel ?? null,
    outcome: entry.outcome.slice(0, 60),
    actorPersonId: entry.actorPersonId ?? request?.auth?.personId ?? null,
    subjectPinfl: entry.subjectPinfl && /^\d{14}$/.test(entry.subjectPinfl) ? entry.subjectPinfl : null,
    details: entry.details ?? null,
    ip: request?.ip?.slice(0, 64) ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 500) ?? null,
    requestId: request?.id?.slice(0, 64) ?? null,
  });
}
