import type pg from 'pg';

/**
 * Every committed write to a table the public answers may read sends one notice on this channel
 * (PostgreSQL NOTIFY, delivered at commit, one per table a transaction wrote, however many rows), with the
 * table's name. Each API process listens and forgets what it keeps from those tables: the public answers
 * (plugins/public-caching.ts) on any notice, the role -> permission table (modules/permissions) on a
 * notice of `role_permissions`. So a change made through any process, or by a job, shows at once on
 * every one.
 */
export const PUBLIC_CHANGES_CHANNEL = 'public_changes';

/**
 * Tables that change all the time and that no public answer reads: writing them sends no notice (else
 * every sign-in or page view would empty the kept answers). A table missing here only costs kept answers,
 * never a stale one; a table added here must not feed any call of the public or reference areas. The one
 * exception is a session's end: an update or deletion of `sessions` (a sign-out, an account's sessions
 * revoked) sends a notice, so every process forgets the signed-in callers it keeps
 * (modules/auth/kept-callers.ts); a sign-in, which inserts a session, sends none.
 */
export const QUIET_TABLES: readonly string[] = [
  'sessions',
  'sso_states',
  'otp_codes',
  'rate_limit_counters',
  'query_log',
  'notifications',
  'daily_visitors',
  'visitor_counts',
  'post_seen',
  'job_probes',
  '__drizzle_migrations',
];

const TRIGGER = 'public_changes_notice';
const SESSION_END_TRIGGER = 'session_end_notice';

/**
 * Gives every table of the `public` schema but the quiet ones the statement trigger that sends the notice.
 * Runs after the migrations, under their lock, every time: a table a later migration adds gets it too.
 */
export async function ensureChangeNotices(client: pg.ClientBase): Promise<void> {
  await client.query(`
    CREATE OR REPLACE FUNCTION public_changes_notice() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${PUBLIC_CHANGES_CHANNEL}', TG_TABLE_NAME);
      RETURN NULL;
    END $$`);
  const { rows } = await client.query<{ table_name: string }>(
    `SELECT c.relname AS table_name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> ALL($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $2)`,
    [QUIET_TABLES, TRIGGER],
  );
  for (const { table_name } of rows)
    await client.query(
      `CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table_name}"
         FOR EACH STATEMENT EXECUTE FUNCTION public_changes_notice()`,
    );
  await client.query(`CREATE OR REPLACE TRIGGER ${SESSION_END_TRIGGER} AFTER UPDATE OR DELETE OR TRUNCATE
    ON sessions FOR EACH STATEMENT EXECUTE FUNCTION public_changes_notice()`);
}
