/**
 * The changes ADMIN makes to a user account, one transaction each: the account is locked, the policy
 * allows the step (not one's own account, not from the wrong state), the change, the end of the user's
 * sessions where the role or access changes, and the history line are written together. Opening an
 * account reads a person's data, so it goes on the query log.
 */
import type { ChangeRoleBody } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { userAccounts } from '../../db/schema';
import { type AuthContext, revokeAllSessions } from '../auth';
import { writeQueryLog } from '../query-log';
import { recordAdminAction } from './admin-actions';
import { userPolicy } from './policy';
import { userDetails, visibleUser } from './read';

type Action = 'changeRole' | 'block' | 'unblock';

/** What a step does to the account: its new values, the end of its sessions, its history line. */
interface AccountChange {
  set: Partial<typeof userAccounts.$inferInsert>;
  /** The role or access changes: the user's sessions end at this instant. */
  signOutAt?: Date;
  history: { action: string; details?: Record<string, unknown> };
}

/** Locks account `id`, checks the step, writes its change and answers the account as it is now. */
async function step(
  db: Database,
  actor: AuthContext,
  id: number,
  action: Action,
  changeOf: (row: Awaited<ReturnType<typeof visibleUser>>) => AccountChange,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.id, id)).for('update');
    const row = await visibleUser(tx, id);
    userPolicy.authorize(actor, action, row.account);
    const change = changeOf(row);
    await tx.update(userAccounts).set(change.set).where(eq(userAccounts.id, id));
    if (change.signOutAt) await revokeAllSessions(tx as unknown as Database, id, change.signOutAt);
    await recordAdminAction(tx, {
      actorPersonId: actor.personId,
      targetType: 'USER_ACCOUNT',
      targetId: id,
      ...change.history,
    });
    return userDetails(tx, actor, id);
  });
}

/** Assigns a staff role (null: the role follows the registries again); the user signs in again for it. */
export function changeUserRole(
  db: Database,
  actor: AuthContext,
  id: number,
  { role, regionId }: { role: ChangeRoleBody['role']; regionId: number | null },
  now: Date,
) {
  return step(db, actor, id, 'changeRole', (row) => ({
    set: { assignedRole: role, regionId },
    // The role is fixed for a session's life: the user signs in again to get the new one.
    signOutAt: now,
    history: { action: 'ROLE_CHANGED', details: { from: row.role, assigned: role, regionId } },
  }));
}

export function blockUser(db: Database, actor: AuthContext, id: number, reason: string, now: Date) {
  return step(db, actor, id, 'block', () => ({
    set: { blocked: true, blockedReason: reason },
    signOutAt: now,
    history: { action: 'BLOCKED', details: { reason } },
  }));
}

export function unblockUser(db: Database, actor: AuthContext, id: number) {
  return step(db, actor, id, 'unblock', () => ({
    set: { blocked: false, blockedReason: null },
    history: { action: 'UNBLOCKED' },
  }));
}

/** An administrator opening someone's account reads that person's data: on record. */
export async function openUser(db: Database, actor: AuthContext, id: number, request: FastifyRequest) {
  const answer = await userDetails(db, actor, id);
  await writeQueryLog(db, request, {
    action: 'PERSON_READ',
    channel: 'USER_ADMINISTRATION',
    outcome: 'OK',
    subjectPinfl: answer.pinfl,
    details: { userAccountId: answer.id },
  });
  return answer;
}
