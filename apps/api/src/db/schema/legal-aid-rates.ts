import { bigint, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns, entityTable } from './columns';

/** Fee of state-funded legal aid per participation day, per instance, in tiyin (1/100 sum). Editable by ADMIN. */
export const legalAidRates = entityTable('legal_aid_rates', {
  code: varchar({ length: 40 }).notNull().unique(),
  amountTiyin: bigint({ mode: 'number' }).notNull(),
  ...localizedNameColumns(),
});
