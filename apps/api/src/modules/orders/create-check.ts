/**
 * orderCreateCheck: what is missing for an actor to create orders (the screen shows which), and the same
 * rule applied before an order is drafted, signed or registered.
 */
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lawyerOfPerson } from '../../people/lawyers';
import { ORDER_ISSUE_GAP_MESSAGES, orderIssueFactsOf, orderIssueGaps } from './policy';
import type { LawyerWithStructure, OrderActor } from './shared';

/** The rule of orders' policy over the actor's lawyer record, with the order permission of their session. */
export async function orderCreateCheck(db: Database | Transaction, actor: OrderActor) {
  const lawyer = await lawyerOfPerson(db, actor.personId);
  const stored = (await orderIssueFactsOf(db, [lawyer.id])).get(lawyer.id)!;
  const facts = { ...stored, orderPermission: actor.orderPermission };
  const gaps = orderIssueGaps(facts);
  return {
    permission: facts.orderPermission,
    structureRestricted: facts.structureRestricted,
    licenseActive: facts.licenseActive,
    gaps,
    canCreate: gaps.length === 0,
    lawyer,
  };
}

/**
 * The checks before an order is created (draft, signing, registering): orders' one rule; the first
 * thing missing is refused with a 422 saying who can give it, never a 403 (which the SPA reads as
 * "signed out", spec section 8). Answers the actor's lawyer record.
 */
export async function assertMayCreate(
  db: Database | Transaction,
  actor: OrderActor,
): Promise<LawyerWithStructure> {
  const check = await orderCreateCheck(db, actor);
  const [gap] = check.gaps;
  if (gap) throw new AppError('BUSINESS_RULE', { messageKey: ORDER_ISSUE_GAP_MESSAGES[gap] });
  return check.lawyer;
}
