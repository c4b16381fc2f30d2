/**
 * The changes of the order permission and the structure restriction, one transaction each: the record
 * is locked and read inside what the actor may see (404 otherwise), the policy allows the step (409 from
 * a stale screen), the change and its history line (admin_actions) are written together.
 */
import type { Language } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { contragents, lawyers, userAccounts } from '../../db/schema';
import { recordAdminAction } from '../admin';
import type { AuthContext } from '../auth';
import { orderAccessPolicy, orderRestrictionPolicy } from './policy';
import { accessItem, visibleLawyer, visibleStructure } from './read';
import type { ModuleDeps } from '../../http/types';

type Deps = Pick<ModuleDeps, 'db' | 'clock'>;

/** Allows (`allowed`) or cancels a lawyer's per-user order permission. */
export async function setOrderPermission(
  { db }: Deps,
  actor: AuthContext,
  personId: number,
  allowed: boolean,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.personId, personId)).for('update');
    const row = await visibleLawyer(tx, actor, personId);
    orderAccessPolicy.authorize(actor, allowed ? 'allow' : 'cancel', row);
    const [account] = await tx
      .insert(userAccounts)
      .values({ personId, orderPermission: allowed })
      .onConflictDoUpdate({ target: userAccounts.personId, set: { orderPermission: allowed } })
      .returning({ id: userAccounts.id });
    await recordAdminAction(tx, {
      actorPersonId: actor.personId,
      action: allowed ? 'ORDER_PERMISSION_ALLOWED' : 'ORDER_PERMISSION_CANCELLED',
      targetType: 'USER_ACCOUNT',
      targetId: account!.id,
      details: { personId, contragentId: row.contragentId },
    });
    return accessItem(actor, { ...row, orderPermission: allowed });
  });
}

/** Restricts a structure from issuing orders (with the reason the contract requires) or lifts it. */
export async function setOrderRestriction(
  { db, clock }: Deps,
  actor: AuthContext,
  lang: Language,
  change: { contragentId: number; restricted: boolean; reason?: string | undefined },
) {
  const { contragentId, restricted, reason } = change;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: contragents.id })
      .from(contragents)
      .where(eq(contragents.id, contragentId))
      .for('update');
    const structure = await visibleStructure(tx, actor, contragentId, lang);
    orderRestrictionPolicy.authorize(actor, restricted ? 'restrict' : 'unrestrict', structure);
    await tx
      .update(contragents)
      .set({ orderRestricted: restricted, updatedAt: clock.now() })
      .where(eq(contragents.id, contragentId));
    await recordAdminAction(tx, {
      actorPersonId: actor.personId,
      action: restricted ? 'ORDER_RESTRICTED' : 'ORDER_RESTRICTION_LIFTED',
      targetType: 'CONTRAGENT',
      targetId: contragentId,
      details: reason ? { reason } : {},
    });
    return visibleStructure(tx, actor, contragentId, lang);
  });
}
