import { index, jsonb, text, varchar } from 'drizzle-orm/pg-core';
import { moment, entityTable, pinflColumn } from './columns';

/**
 * Criminal cases as the interior-ministry registry answered them, cached with the time they were fetched
 * (data model "criminal case"). `data` is the registry's whole answer; the columns are what lists and
 * the order form read.
 */
export const criminalCases = entityTable(
  'criminal_cases',
  {
    caseNumber: varchar({ length: 40 }).notNull().unique(),
    investigatorName: text(),
    investigatorPinfl: pinflColumn(),
    accusedName: text(),
    accusedPinfl: pinflColumn(),
    address: text(),
    courtName: text(),
    adjournmentAt: moment(),
    data: jsonb().notNull(),
    fetchedAt: moment().notNull(),
  },
  (t) => [index('criminal_cases_accused_pinfl_idx').on(t.accusedPinfl)],
);
