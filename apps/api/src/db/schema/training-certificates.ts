import { sql } from 'drizzle-orm';
import { check, index, integer, text, varchar } from 'drizzle-orm/pg-core';
import { fileRef } from './files';
import { lawyerRef } from './lawyers';
import { actedBy } from './persons';
import { createdAt, entityTable, period } from './columns';

/**
 * A lawyer's training certificate (spec "Training certificate: course name, dates, size"): the
 * lawyer adds it with its scan, the regional chamber confirms it (confirmedAt, by whom); confirmed hours
 * count towards the year of `endDate`.
 */
export const trainingCertificates = entityTable(
  'training_certificates',
  {
    lawyerId: lawyerRef().notNull(),
    courseName: varchar({ length: 300 }).notNull(),
    organizer: varchar({ length: 300 }).notNull(),
    ...period(),
    hours: integer().notNull(),
    scanFileId: fileRef().notNull(),
    ...actedBy('confirmed'),
    /** The chamber refused it (a wrong or unreadable scan, a course that does not count), with why. */
    ...actedBy('refused'),
    refuseReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.lawyerId, t.endDate),
    check('training_certificates_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('training_certificates_hours', sql`${t.hours} between 1 and 500`),
  ],
);
