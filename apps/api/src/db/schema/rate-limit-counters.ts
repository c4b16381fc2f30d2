import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * Fixed-window request counters of the rate limits (sign-in calls), shared by every API process: one row
 * per limited key (route and client address), counted up atomically by an upsert.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar({ length: 300 }).primaryKey(),
  count: integer().notNull(),
  resetAt: moment().notNull(),
});
