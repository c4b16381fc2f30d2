import { date, index, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { lawyerRef } from './lawyers';
import { personRef } from './persons';
import { regionRef } from './regions';
import { workLanguages } from './work-languages';
import { entityTable, refTo, timestamps } from './columns';

/**
 * A region's duty schedule of state-funded lawyers for a period (public `/duty-table`, `view/{id}`),
 * kept by the regional chamber. The chamber builds a month as a DRAFT; only a PUBLISHED schedule is
 * public and drawn from (workflow `duty-schedule`, packages/domain).
 */
export const dutySchedules = entityTable(
  'duty_schedules',
  {
    regionId: regionRef().notNull(),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    status: varchar({ length: 20 }).notNull().default('DRAFT'),
    createdByPersonId: personRef(),
    ...timestamps(),
  },
  (t) => [unique('duty_schedules_region_period_uq').on(t.regionId, t.periodStart)],
);

/** The languages legal aid must be available in, each working day, in a region (the schedule's check). */
export const regionWorkLanguages = pgTable(
  'region_work_languages',
  {
    regionId: regionRef().notNull(),
    languageId: refTo(() => workLanguages.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.languageId] })],
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
