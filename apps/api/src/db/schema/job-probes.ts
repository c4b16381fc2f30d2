import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * What the diagnostic `system.probe` job leaves behind: one row each time a probe job runs, with the
 * process that ran it. Operators send a probe to see that the job workers run; tests count the rows to
 * prove that a job runs exactly once across restarts and processes.
 */
export const jobProbes = pgTable('job_probes', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  probe: text().notNull(),
  jobId: text().notNull(),
  processId: integer().notNull(),
  ranAt: moment().notNull().defaultNow(),
});
