import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/seed-reference';
import { prepareJobStorage } from '../src/jobs/queue';
import { syncRolePermissions } from '../src/modules/permissions/role-grants';
import { freePort } from '@portal/test-support';
import { bundlePrograms, startSharedGovSim } from '@portal/test-support/global-setup';
import { databaseUrl } from './helpers/urls';

/**
 * Once per `vitest run`: a real PostgreSQL (embedded in a temporary folder, or the server of DATABASE_URL)
 * and a template database with all migrations and the reference data. Each test file then clones its
 * own database from the template (test/helpers/database.ts). gov-sim is started once too, meanwhile, and
 * shared by the test files (`withGovSim()` of @portal/test-support).
 */
export default async function setup(project: TestProject) {
  // The template database is made while the programs are bundled and the shared gov-sim starts from its
  // bundle (a project's globalSetup runs before the root vitest.config.ts's, which then finds them made).
  const started = await Promise.allSettled([startTemplateDatabase(project), startBundledGovSim(project)]);
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    for (const stop of stops) await stop();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}

/** The programs' bundles, then the shared gov-sim from its bundle; returns their teardown. */
async function startBundledGovSim(project: TestProject): Promise<() => Promise<void>> {
  const removeBundles = await bundlePrograms();
  try {
    const stopGovSim = await startSharedGovSim(project);
    return async () => {
      await stopGovSim();
      removeBundles();
    };
  } catch (error) {
    removeBundles();
    throw error;
  }
}

/** The PostgreSQL server and its template database; returns their teardown. */
async function startTemplateDatabase(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl: string;
  let stopServer = async () => undefined as void;
  let dataDir: string | undefined;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-pg-'));
    const server = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      password: 'test',
      database: 'postgres',
      // Its data is removed after the run: no test needs a commit to reach the disk.
      durable: false,
    });
    adminUrl = server.adminUrl;
    stopServer = server.stop;
  }
  const template = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
  await admin.query(`CREATE DATABASE "${template}"`);
  const templateUrl = databaseUrl(adminUrl, template);
  await runMigrations(templateUrl);
  const { db, pool } = createDatabase(templateUrl, 2);
  await seedReferenceData(db);
  await syncRolePermissions(db);
  await pool.end();
  await prepareJobStorage(templateUrl);

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
