import { index, text, unique, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { personRef } from './persons';
import { moment, refTo, entityTable, pinflColumn } from './columns';

/**
 * Persons added to an order's case (suspects, accused, victims…). Never deleted or changed (spec section
 * 5): a trigger of the custom migration refuses DELETE and UPDATE, whoever asks.
 */
export const orderCasePersons = entityTable(
  'order_case_persons',
  {
    orderId: refTo(() => orders.id).notNull(),
    caseNumber: varchar({ length: 40 }),
    personId: personRef(),
    pinfl: pinflColumn().notNull(),
    lastName: text().notNull(),
    firstName: text().notNull(),
    parentName: text(),
    /** SUSPECT, ACCUSED, DEFENDANT, VICTIM, WITNESS or OTHER. */
    procedureRole: varchar({ length: 20 }).notNull(),
    addedByPersonId: personRef().notNull(),
    addedAt: moment().notNull().defaultNow(),
  },
  (t) => [
    unique('order_case_persons_order_pinfl_uq').on(t.orderId, t.pinfl),
    index('order_case_persons_pinfl_idx').on(t.pinfl),
  ],
);
