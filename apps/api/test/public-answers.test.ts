/**
 * The public answers an API process keeps (plugins/public-caching.ts): a second visitor is answered from
 * memory, and a change shows at once on every process: a committed write sends a notice each process
 * listens to, a signed-in person's change through a process forgets its answers before its answer leaves,
 * and a lost listening connection forgets them too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { PUBLIC_CHANGES_CHANNEL } from '../src/db/change-notices';
import { signInAs } from './helpers/factories';
import { listening, loseListeners, quietly } from './helpers/change-notices';
import { useTestApp } from './helpers/test-app';

const KEEPING = { PUBLIC_ANSWER_CACHE_MB: '8', PUBLIC_ANSWER_CACHE_SECONDS: '600' };
const ctx = useTestApp(KEEPING);
let second: App;

beforeAll(async () => {
  second = await buildApp({ config: ctx.config, db: ctx.db, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
});

const URL = '/api/v.1/getInfo/directoryRegionList';
/** Tashkent city's name in Russian as the process answers it signed out. */
async function tashkentIn(app: App): Promise<string> {
  const answer = await app.inject({ url: URL, headers: { 'accept-language': 'ru' } });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { list: { soato: string; name: string }[] }).list.find((r) => r.soato === '1726')!
    .name;
}

/** Renames Tashkent city in Russian without the change notice. */
const renameQuietly = (name: string) =>
  quietly(ctx.db, sql`UPDATE regions SET name_ru = ${name} WHERE soato = '1726'`);

describe('public answers kept by the process', () => {
  it('answers a second visitor from memory, in the asked language, with the same validator', async () => {
    await listening(ctx.db);
    const first = await ctx.app.inject({ url: URL, headers: { 'accept-language': 'ru' } });
    await renameQuietly('Ташкент (не объявлено)');
    const again = await ctx.app.inject({ url: URL, headers: { 'accept-language': 'ru' } });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const unchanged = await ctx.app.inject({
      url: URL,
      headers: { 'accept-language': 'ru', 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    // another language is another answer, read now
    const english = await ctx.app.inject({ url: URL, headers: { 'accept-language': 'eng' } });
    expect(english.json().list.find((r: { soato: string }) => r.soato === '1726').name).toBe('Tashkent city');
    // a notice on the channel forgets it
    await ctx.db.execute(sql`SELECT pg_notify(${PUBLIC_CHANGES_CHANNEL}, '')`);
    await expect.poll(() => tashkentIn(ctx.app)).toBe('Ташкент (не объявлено)');
  });

  it('shows a committed change on every process at once', async () => {
    expect(await tashkentIn(ctx.app)).toBe(await tashkentIn(second));
    await ctx.db.execute(sql`UPDATE regions SET name_ru = 'город Ташкент (2)' WHERE soato = '1726'`);
    await expect.poll(() => tashkentIn(ctx.app), { timeout: 2000 }).toBe('город Ташкент (2)');
    await expect.poll(() => tashkentIn(second), { timeout: 2000 }).toBe('город Ташкент (2)');
  });

  it("forgets them before a signed-in person's change leaves the process, so the next page shows it", async () => {
    const before = await tashkentIn(ctx.app);
    await renameQuietly('город Ташкент (3)');
    expect(await tashkentIn(ctx.app)).toBe(before);
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/getInfo/notificationMarkRead',
      headers: lawyer.headers,
      payload: { ids: [1] },
    });
    expect(change.statusCode).toBe(200);
    expect(await tashkentIn(ctx.app)).toBe('город Ташкент (3)');
    // a signed-in person's own reading is never kept nor served from memory
    await renameQuietly('город Ташкент (4)');
    const own = await ctx.app.inject({ url: URL, headers: { ...lawyer.headers, 'accept-language': 'ru' } });
    expect(own.json().list.find((r: { soato: string }) => r.soato === '1726').name).toBe('город Ташкент (4)');
    expect(await tashkentIn(ctx.app)).toBe('город Ташкент (3)');
  });

  it('forgets them when the listening connection is lost, and listens again', async () => {
    const kept = await tashkentIn(second);
    await renameQuietly('город Ташкент (5)');
    expect(await tashkentIn(second)).toBe(kept);
    await loseListeners(ctx.db);
    await expect.poll(() => tashkentIn(second)).toBe('город Ташкент (5)');
    await listening(ctx.db);
    await ctx.db.execute(sql`UPDATE regions SET name_ru = 'город Ташкент' WHERE soato = '1726'`);
    await expect.poll(() => tashkentIn(second), { timeout: 2000 }).toBe('город Ташкент');
  });

  it('gives every table but the quiet ones the trigger of the notice', async () => {
    const { rows } = await ctx.db.$client.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'public_changes_notice')
        ORDER BY 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual(
      [
        'daily_visitors',
        'job_probes',
        'notifications',
        'otp_codes',
        'post_seen',
        'query_log',
        'rate_limit_counters',
        'sessions',
        'sso_states',
        'visitor_counts',
      ].sort(),
    );
  });
});
