import { jobProbes } from '../db/schema';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { type Adapters, createAdapters } from '../adapters';
import type { Config } from '../config';
import { createFileStorage, type FileStorage } from '../storage';
import { handleChecklistFinish } from '../modules/checklists';
import {
  handleAcceptTimeout,
  handleRedrawWaiting,
  handleRequestExpiry,
} from '../modules/investigator-requests';
import { sweepInternshipEnds } from '../modules/candidates';
import { sweepReportReminders } from '../modules/half-year-reports';
import { refundExpertise, sweepExpertise } from '../modules/expertise';
import { pollExchange } from '../modules/letters';
import { sweepReceptionReminders, textVisitor } from '../modules/receptions';
import { followParcel, pollParcels } from '../modules/mail-delivery';
import { nextSweepAt, sweepCertificateExpiry } from '../modules/requests';
import { tashkentToday } from '@portal/domain';
import { scheduleDailyJob } from './daily';
import type { JobHandlers } from './queue';

/** The reception reminders go out at 09:00 Tashkent time, not at midnight. */
const nextReminderAt = (now: Date) => new Date(nextSweepAt(now).getTime() + 9 * 3_600_000);

/** What every job handler of an API process gets. */
export interface JobDeps {
  db: Database;
  config: Config;
  /** The time the steps read (the app's clock). */
  clock: Clock;
  /** The national systems (the post); built from the configuration when absent. */
  adapters?: Adapters;
  /** Where files are kept (a response letter's PDF); built from the configuration when absent. */
  storage?: FileStorage;
}

/** The handler of each job kind (apps/api/src/jobs/definitions.ts). */
export function jobHandlers({ db, config, clock, adapters, storage }: JobDeps): JobHandlers {
  const systems = adapters ?? createAdapters(config);
  const mail = { db, post: systems.post, clock };
  const exchange = {
    db,
    clock,
    exchange: systems.documentExchange,
    storage: storage ?? createFileStorage(config),
  };
  const legalAid = { db, clock, acceptTimeoutSeconds: config.legalAid.acceptTimeoutSeconds };
  return {
    'system-probe': async ({ probe }, job) => {
      await db.insert(jobProbes).values({ probe, jobId: job.id, processId: process.pid });
    },
    'request-accept-timeout': async (payload) => {
      await handleAcceptTimeout(legalAid, payload);
    },
    'request-expire': async (payload) => {
      await handleRequestExpiry(legalAid, payload);
    },
    'request-redraw-waiting': async (payload) => {
      await handleRedrawWaiting(legalAid, payload);
    },
    'checklist-finish': async (payload) => {
      await handleChecklistFinish(db, payload, clock.now());
    },
    'certificate-expiry': async () => {
      const now = clock.now();
      await sweepCertificateExpiry(db, tashkentToday(now));
      await scheduleDailyJob(db, 'certificate-expiry', nextSweepAt(now));
    },
    'mail-delivery-follow': async ({ requestId }) => {
      await followParcel(mail, requestId);
    },
    'mail-delivery-poll': async () => {
      await pollParcels(mail);
      const next = new Date(clock.now().getTime() + config.jobs.mailDeliveryPollMinutes * 60_000);
      await scheduleDailyJob(db, 'mail-delivery-poll', next);
    },
    'exchange-poll': async () => {
      await pollExchange(exchange);
      const next = new Date(clock.now().getTime() + config.jobs.exchangePollMinutes * 60_000);
      await scheduleDailyJob(db, 'exchange-poll', next);
    },
    'internship-end': async ({ today }) => {
      const now = clock.now();
      await sweepInternshipEnds(db, today ?? tashkentToday(now));
      // a sweep sent for a given day (tests) leaves the daily schedule alone
      if (!today) await scheduleDailyJob(db, 'internship-end', nextSweepAt(now));
    },
    'expertise-daily': async ({ today }) => {
      const now = clock.now();
      await sweepExpertise(db, today ?? tashkentToday(now), now);
      // a sweep sent for a given day (tests) leaves the daily schedule alone
      if (!today) await scheduleDailyJob(db, 'expertise-daily', nextSweepAt(now));
    },
    'expertise-refund': async ({ expertiseId }) => {
      await refundExpertise({ db, payme: systems.payme }, expertiseId);
    },
    'reception-reminders': async ({ today }) => {
      const now = clock.now();
      await sweepReceptionReminders(db, today ?? tashkentToday(now), now);
      // a sweep sent for a given day (tests) leaves the daily schedule alone
      if (!today) await scheduleDailyJob(db, 'reception-reminders', nextReminderAt(now));
    },
    'reception-sms': async ({ bookingId, kind }) => {
      await textVisitor(db, systems.mobileId, bookingId, kind);
    },
    'report-reminders': async ({ today }) => {
      const now = clock.now();
      await sweepReportReminders(db, today ?? tashkentToday(now));
      // a sweep sent for a given day (tests) leaves the daily schedule alone
      if (!today) await scheduleDailyJob(db, 'report-reminders', nextSweepAt(now));
    },
  };
}
