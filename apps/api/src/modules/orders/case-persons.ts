/**
 * addCasePerson: a person added to the case of the author's order (DRAFT or CREATED); deleteCasePerson:
 * once added, a person is never removed (spec section 5).
 */
import type { CallBody, orderCalls } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { firstId } from '../../db/rows';
import { orderCasePersons, orders, persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ModuleDeps } from '../../http/types';
import { type OrderActor } from './shared';
import { orderStepPolicy } from './policy';
import { lockVisible } from '../../kit/lock';

/** The person added to the case (addCasePerson's body without the order). */
type CasePersonBody = CallBody<typeof orderCalls.addCasePerson, 'server'>;
export type CasePersonInput = Omit<CasePersonBody, 'orderId' | 'parentName'> &
  Partial<Pick<CasePersonBody, 'parentName'>>;

export async function addCasePerson(
  { db }: Pick<ModuleDeps, 'db'>,
  actor: OrderActor,
  orderId: number,
  input: CasePersonInput,
) {
  return db.transaction(async (tx) => {
    const order = await lockVisible(tx, orderStepPolicy, actor, orders, orderId);
    if (order.status !== 'DRAFT' && order.status !== 'CREATED')
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.orderNotEditable' });
    const person = await firstId(tx, persons, eq(persons.pinfl, input.pinfl));
    const [row] = await tx
      .insert(orderCasePersons)
      .values({
        orderId,
        caseNumber: order.caseNumber,
        personId: person?.id ?? null,
        pinfl: input.pinfl,
        lastName: input.lastName.trim(),
        firstName: input.firstName.trim(),
        parentName: input.parentName?.trim() || null,
        procedureRole: input.procedureRole,
        addedByPersonId: actor.personId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('CONFLICT', { messageKey: 'legal-aid:error.personAlreadyOnCase', field: 'pinfl' });
    return row;
  });
}

/** Persons added to a case cannot be deleted: always refused, nothing changes. */
export function deleteCasePerson(): never {
  throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.personsCannotBeDeleted' });
}
