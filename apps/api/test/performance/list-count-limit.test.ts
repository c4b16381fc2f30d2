/**
 * A list's total is counted a few pages past the page asked for (`listCountedUpTo`, at most
 * LIST_COUNT_LIMIT): a country-wide list (here the ADMIN's query log) with more rows answers its page and
 * a total of one more than that ("more than"), without counting the rest; a deeper page counts further;
 * a filtered list under the limit keeps its exact total, and the last page the pager can offer still
 * answers its rows.
 */
import { LIST_COUNT_LIMIT, listCountedUpTo } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../helpers/factories';
import { injectAs, useTestApp } from '../helpers/test-app';

const ROWS = LIST_COUNT_LIMIT + 250;

describe('list totals counted a few pages past the page asked for', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    admin = await signInAs(ctx.db, 'ADMIN');
    await ctx.db.execute(sql`
      INSERT INTO query_log (at, action, outcome, channel)
      SELECT now() - make_interval(secs => n), 'PERSON_READ', 'OK',
             CASE WHEN n % 1000 = 0 THEN 'RARE' ELSE 'TEST' END
      FROM generate_series(1, ${ROWS}) AS n`);
  });

  const list = async (query: string) => {
    const res = await injectAs(ctx, 'GET', `queryLog/list?${query}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { list: { channel: string }[]; total: number };
  };

  it('answers a total of one more than it counted for a longer list, with its first page', async () => {
    const answer = await list('channel=TEST&limit=20');
    expect(answer.total).toBe(listCountedUpTo(0, 20) + 1);
    expect(answer.total).toBe(20 + 200 + 1);
    expect(answer.list).toHaveLength(20);
  });

  it('counts further for a deeper page', async () => {
    const answer = await list('channel=TEST&limit=20&page=30');
    expect(answer.total).toBe(31 * 20 + 200 + 1);
    expect(answer.list).toHaveLength(20);
  });

  it('keeps the exact total of a list under the limit', async () => {
    const answer = await list('channel=RARE&limit=100');
    expect(answer.total).toBe(Math.floor(ROWS / 1000));
    expect(answer.list.map((row) => row.channel)).toEqual(Array(answer.total).fill('RARE'));
  });

  it('answers the last page the pager offers, and counts no further than LIST_COUNT_LIMIT', async () => {
    const answer = await list(`channel=TEST&limit=100&page=${LIST_COUNT_LIMIT / 100 - 1}`);
    expect(answer.list).toHaveLength(100);
    expect(answer.total).toBe(LIST_COUNT_LIMIT + 1);
  });
});
