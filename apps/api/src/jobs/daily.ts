/**
 * Recurring jobs (daily: the certificate expiry sweep, the half-year report reminders, the end of
 * internships; every few minutes: the mail-delivery and the document-exchange polls): one pending job per kind at a time. Each run schedules the
 * next; every API process that runs jobs schedules one at start (due now) unless one is already waiting,
 * so a portal that was down at midnight catches up when it starts. Two processes starting together queue
 * on an advisory lock and the second finds the first one's job.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enqueue, JOB_SCHEMA } from './queue';

export const DAILY_JOBS = [
  'certificate-expiry',
  'report-reminders',
  'internship-end',
  'expertise-daily',
  'mail-delivery-poll',
  'exchange-poll',
  'reception-reminders',
] as const;
export type DailyJob = (typeof DAILY_JOBS)[number];

/** Enqueues `name` to run at `at` unless a job of that kind is already waiting to run. */
export async function scheduleDailyJob(db: Database, name: DailyJob, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily-job:${name}`}))`);
    const { rows } = await tx.execute(
      sql`select 1 from ${sql.identifier(JOB_SCHEMA)}.job where name = ${name} and state in ('created', 'retry') limit 1`,
    );
    if (rows.length === 0) await enqueue(tx, name, {}, { startAfter: at });
  });
}

/** At the start of a process that runs jobs: every daily job gets its first run (now) if none waits. */
export async function scheduleDailyJobs(db: Database, now: Date): Promise<void> {
  for (const name of DAILY_JOBS) await scheduleDailyJob(db, name, now);
}
