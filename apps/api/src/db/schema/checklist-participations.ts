import { date, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { checklists } from './checklists';
import { legalAidRates } from './legal-aid-rates';
import { identityId } from './columns';

/** One day a lawyer took part at one instance (a legal-aid rate) for a checklist of completed work. */
export const checklistParticipations = pgTable(
  'checklist_participations',
  {
    id: identityId(),
    checklistId: integer()
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    rateId: integer()
      .notNull()
      .references(() => legalAidRates.id),
    date: date().notNull(),
  },
  (t) => [unique('checklist_participations_day_uq').on(t.checklistId, t.rateId, t.date)],
);
