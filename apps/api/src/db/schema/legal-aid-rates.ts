import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';
import { identityId, localizedNameColumns } from './columns';

/** Fee of state-funded legal aid per participation day, per instance, in tiyin (1/100 sum). Editable by ADMIN. */
export const legalAidRates = pgTable('legal_aid_rates', {
  id: identityId(),
  code: varchar({ length: 40 }).notNull().unique(),
  amountTiyin: bigint({ mode: 'number' }).notNull(),
  ...localizedNameColumns(),
});
