import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { files } from './files';
import { lawyers } from './lawyers';
import { persons } from './persons';

/**
 * A lawyer's training certificate (spec "Training certificate: course name, dates, size"; issue 14 §7): the
 * lawyer adds it with its scan, the regional chamber confirms it (confirmedAt, by whom); confirmed hours
 * count towards the year of `endDate`.
 */
export const trainingCertificates = pgTable(
  'training_certificates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lawyerId: integer()
      .notNull()
      .references(() => lawyers.id),
    courseName: varchar({ length: 300 }).notNull(),
    organizer: varchar({ length: 300 }).notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    hours: integer().notNull(),
    scanFileId: uuid()
      .notNull()
      .references(() => files.id),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedByPersonId: integer().references(() => persons.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lawyerId, t.endDate),
    check('training_certificates_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('training_certificates_hours', sql`${t.hours} between 1 and 500`),
  ],
);
