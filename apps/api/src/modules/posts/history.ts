import type { Transaction } from '../../db/transaction';
import { recordAdminAction } from '../admin';
import type { LegalAidCaller } from '../legal-aid';

/** A change of a post in its history (who, when, what): an administrator action on `POST`. */
export function postHistory(tx: Transaction, caller: LegalAidCaller, id: number, action: string) {
  return recordAdminAction(tx, { actorPersonId: caller.personId, action, targetType: 'POST', targetId: id });
}
