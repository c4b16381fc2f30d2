import { date, index, integer, pgTable, primaryKey, timestamp, unique } from 'drizzle-orm/pg-core';
import { lawyers } from './lawyers';
import { persons } from './persons';
import { regions } from './regions';
import { workLanguages } from './work-languages';

/**
 * A region's duty schedule of state-funded lawyers for a period (public `/duty-table`, `view/{id}`),
 * kept by the regional chamber.
 */
export const dutySchedules = pgTable(
  'duty_schedules',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    createdByPersonId: integer().references(() => persons.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('duty_schedules_region_period_idx').on(t.regionId, t.periodStart)],
);

/** One lawyer on duty on one day of a schedule: the pool the draw of an investigator request picks from. */
export const dutyAssignments = pgTable(
  'duty_assignments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    scheduleId: integer()
      .notNull()
      .references(() => dutySchedules.id, { onDelete: 'cascade' }),
    /** Copied from the schedule so the draw finds a region's duty lawyers of a day by one index. */
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    dutyDate: date().notNull(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id),
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
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id),
    languageId: integer()
      .notNull()
      .references(() => workLanguages.id),
  },
  (t) => [primaryKey({ columns: [t.lawyerId, t.languageId] })],
);
