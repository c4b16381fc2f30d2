import { bigint, index, integer, type AnyPgColumn, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { regionRef } from './regions';
import { activeFlag, entityTable, localizedNameColumns, refTo } from './columns';

/**
 * The values of the reference lists that have no table of their own (packages/contracts
 * reference/registers.ts `REFERENCE_LISTS`): departments, justice departments, civil-affairs and
 * criminal-case categories, contract periods, and any list declared later. `list` is the list's id; the
 * code is unique within its list. Which of the fields a list uses its declaration says.
 */
export const referenceValues = entityTable(
  'reference_values',
  {
    list: varchar({ length: 40 }).notNull(),
    code: varchar({ length: 40 }).notNull(),
    ...localizedNameColumns(),
    regionId: regionRef(),
    parentId: refTo((): AnyPgColumn => referenceValues.id),
    amountTiyin: bigint({ mode: 'number' }),
    number: integer(),
    ...activeFlag(),
  },
  (t) => [
    uniqueIndex('reference_values_list_code_idx').on(t.list, t.code),
    index('reference_values_list_idx').on(t.list, t.active, t.id),
  ],
);
