import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { adminActions, persons } from '../../db/schema';
import { fullNameOf } from '../../people/person-row';

export type AdminTarget =
  'USER_ACCOUNT' | 'CONTRAGENT' | 'ROLE' | 'REFERENCE_VALUE' | 'NEWS' | 'LEGISLATION' | 'SITE_INFO' | 'POST';

/** Records one change made by an administrator, director or chamber (shown as the record's history). */
export async function recordAdminAction(
  db: Executor,
  entry: {
    actorPersonId: number;
    action: string;
    targetType: AdminTarget;
    targetId: string | number;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(adminActions).values({
    actorPersonId: entry.actorPersonId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? null,
  });
}

/**
 * `recordAdminAction` for the records of one kind: `record(tx, actor, id, action, details?)` writes a change
 * of record `id` made by `actor` into its history.
 */
export function adminActionsOn(targetType: AdminTarget) {
  return (
    db: Executor,
    actor: { personId: number },
    targetId: string | number,
    action: string,
    details?: object,
  ) =>
    recordAdminAction(db, {
      actorPersonId: actor.personId,
      action,
      targetType,
      targetId,
      ...(details ? { details: { ...details } } : {}),
    });
}

/** The history of one record, newest first. */
export async function historyOf(
  db: Executor,
  targetType: AdminTarget,
  targetId: string | number,
  limit = 50,
) {
  const rows = await db
    .select({ action: adminActions, actor: persons })
    .from(adminActions)
    .innerJoin(persons, eq(persons.id, adminActions.actorPersonId))
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, String(targetId))))
    .orderBy(desc(adminActions.at), desc(adminActions.id))
    .limit(limit);
  return rows.map(({ action, actor }) => ({
    at: action.at.toISOString(),
    action: action.action,
    actorName: fullNameOf(actor),
    details: action.details,
  }));
}
