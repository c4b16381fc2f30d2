import type { FastifyRequest } from 'fastify';
import type { PersonRegistryAdapter, RegistryPerson } from '../../adapters/person-registry';
import { AppError } from '../../errors/app-error';
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

/**
 * A person's record read from the person registry by pinfl, on record in the query log whatever the
 * answer (PERSON_READ with `purpose`): OK, NOT_FOUND, or the registry's refusal, whose error goes on to
 * the caller (its code in the log; an unexpected error INTERNAL).
 */
export async function readPersonOnRecord(
  db: Executor,
  registry: PersonRegistryAdapter,
  request: FastifyRequest,
  pinfl: string,
  purpose: string,
): Promise<RegistryPerson | null> {
  let outcome = 'OK';
  try {
    const found = await registry.findByPinfl(pinfl, request.id);
    if (!found) outcome = 'NOT_FOUND';
    return found;
  } catch (error) {
    outcome = error instanceof AppError ? error.code : 'INTERNAL';
    throw error;
  } finally {
    await writeQueryLog(db, request, {
      action: 'PERSON_READ',
      channel: 'PERSON_REGISTRY',
      outcome,
      subjectPinfl: pinfl,
      details: { purpose },
    });
  }
}
