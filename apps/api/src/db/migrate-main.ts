/**
 * Migrates the database of DATABASE_URL and exits: the schema (the committed SQL migrations) and the job
 * queues' tables. Run once per release before the new API instances start (the Helm chart's migration
 * Job, the compose file's `migrate` service); the API also migrates at start, under the same lock.
 */
import { runMigrations } from './migrate';
import { prepareJobStorage } from '../jobs/queue';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(2);
}
await runMigrations(url);
await prepareJobStorage(url);
console.info('database migrated');
