import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localizedNameColumns } from './columns';

/** Fee of state-funded legal aid per participation day, per instance, in tiyin (1/100 sum). Editable by ADMIN. */
export const legalAidRates = pgTable('legal_aid_rates', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: varchar({ length: 40 }).notNull().unique(),
  amountTiyin: bigint({ mode: 'number' }).notNull(),
  ...localizedNameColumns(),
});
