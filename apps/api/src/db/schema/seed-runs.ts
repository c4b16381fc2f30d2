import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** Which one-time seed steps have run on this database (so a restart never reseeds or duplicates). */
export const seedRuns = pgTable('seed_runs', {
  step: varchar({ length: 60 }).primaryKey(),
  finishedAt: moment().notNull().defaultNow(),
});
