import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { appeals } from '../../db/schema';
import { lockById } from '../../kit/lock';
import { transition } from '../../workflow/transition';
import { writeQueryLog } from '../query-log';
import type { AppealCaller } from './caller';
import { opensAsResponder, workflowOf } from './policy';
import { APPEAL_READ } from './read';
import { regionIdsOf } from './shared';

/**
 * A lawyer or director of its regions opens an appeal still SEND: it becomes SEEN (once; later openings
 * change nothing). Answers whether it changed.
 */
export async function markSeen(db: Database, caller: AppealCaller, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, appeals, id);
    if (!opensAsResponder(caller, row, await regionIdsOf(tx, id))) return false;
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'SEE',
      actor: { role: caller.role, personId: caller.personId },
    });
    return true;
  });
}

/**
 * Opening an appeal (get-by-id, its file): a first look by a lawyer or director of its regions makes it
 * SEEN, and every read of its content by someone other than its author is written to the query log
 * (action APPEAL_READ, the author's pinfl as subject), which the author sees on the appeal.
 */
export async function recordOpening(
  db: Database,
  caller: AppealCaller,
  id: number,
  read: { authorPersonId: number; authorPinfl: string; full: boolean; file?: boolean },
  request: FastifyRequest,
): Promise<void> {
  await markSeen(db, caller, id);
  if (!read.full || read.authorPersonId === caller.personId) return;
  await writeQueryLog(db, request, {
    action: APPEAL_READ,
    channel: 'PORTAL',
    outcome: 'OK',
    actorPersonId: caller.personId,
    subjectPinfl: read.authorPinfl,
    details: { appealId: id, role: caller.role, ...(read.file ? { file: true } : {}) },
  });
}
