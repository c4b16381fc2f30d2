import { date, index, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { personRef } from './persons';
import { regionRef } from './regions';
import { workLanguages } from './work-languages';
import { createdAt, refTo, entityTable } from './columns';

/**
 * A region's duty schedule of state-funded lawyers for a period (public `/duty-table`, `view/{id}`),
 * kept by the regional chamber.
 */
export const dutySchedules = entityTable(
  'duty_schedules',
  {
    regionId: regionRef().notNull(),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    createdByPersonId: personRef(),
    createdAt: createdAt(),
  },
  (t) => [index('duty_schedules_region_period_idx').on(t.regionId, t.periodStart)],
);

/** One lawyer on duty on one day of a schedule: the pool the draw of an investigator request picks from. */
export const dutyAssignments = entityTable(
  'duty_assignments',
  {
    scheduleId: refTo(() => dutySchedules.id, { onDelete: 'cascade' }).notNull(),
    /** Copied from the schedule so the draw finds a region's duty lawyers of a day by one index. */
    regionId: regionRef().notNull(),
    dutyDate: date().notNull(),
    lawyerId: lawyerRef().notNull(),
  },
  (t) => [
    unique('duty_assignments_schedule_day_lawyer_uq').on(t.scheduleId, t.dutyDate, t.lawyerId),
    index('duty_assignments_region_day_idx').on(t.regionId, t.dutyDate),
    index('duty_assignments_lawyer_idx').on(t.lawyerId),
  ],
);

/** The languages a lawyer works in (the draw only picks lawyers who speak the request's language). */
export const lawyerLanguages = pgTable(
  'lawyer_languages',
  {
    lawyerId: lawyerRef().notNull(),
    languageId: refTo(() => workLanguages.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawyerId, t.languageId] })],
);
