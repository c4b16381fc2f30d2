import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryLog } from '../../db/schema';
import { useTestApp } from '../../../test/helpers/test-app';
import { writeQueryLog } from './write';

const ctx = useTestApp();

describe('query log', () => {
  it('appends lines and refuses any change or removal, even by the portal itself', async () => {
    await writeQueryLog(ctx.db, null, {
      action: 'SIGN_IN',
      channel: 'SSO',
      outcome: 'OK',
      subjectPinfl: '31403856004118',
    });
    await writeQueryLog(ctx.db, null, { action: 'PERSON_READ', outcome: 'OK', subjectPinfl: 'not-a-pinfl' });
    const rows = await ctx.db.select().from(queryLog).orderBy(queryLog.id);
    expect(rows.map((r) => [r.action, r.subjectPinfl])).toEqual([
      ['SIGN_IN', '31403856004118'],
      ['PERSON_READ', null],
    ]);
    await expect(ctx.db.execute(sql`UPDATE query_log SET outcome = 'X'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM query_log`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`TRUNCATE query_log`)).rejects.toThrow();
    expect(await ctx.db.$count(queryLog)).toBe(2);
  });
});
