import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** One row per browser per day (the visitor cookie, hashed): who has been counted today. */
export const dailyVisitors = pgTable(
  'daily_visitors',
  {
    day: date().notNull(),
    visitorHash: varchar({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/** Unique visitors per day, kept beside dailyVisitors so the footer's figures never scan it. */
export const visitorCounts = pgTable('visitor_counts', {
  day: date().primaryKey(),
  visitors: integer().notNull().default(0),
});
