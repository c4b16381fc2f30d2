import { date, unique } from 'drizzle-orm/pg-core';
import { checklists } from './checklists';
import { legalAidRates } from './legal-aid-rates';
import { refTo, entityTable } from './columns';

/** One day a lawyer took part at one instance (a legal-aid rate) for a checklist of completed work. */
export const checklistParticipations = entityTable(
  'checklist_participations',
  {
    checklistId: refTo(() => checklists.id, { onDelete: 'cascade' }).notNull(),
    rateId: refTo(() => legalAidRates.id).notNull(),
    date: date().notNull(),
  },
  (t) => [unique('checklist_participations_day_uq').on(t.checklistId, t.rateId, t.date)],
);
