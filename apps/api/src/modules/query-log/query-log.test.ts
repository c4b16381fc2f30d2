import { tashkentToday } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/helpers/factories';
import { useTestApp } from '../../../test/helpers/test-app';
import { writeQueryLog } from './write';

const ctx = useTestApp();
const list = (query: string, headers: Record<string, string>) =>
  ctx.app.inject({
    url: `/api/v.1/queryLog/list${query}`,
    headers: { ...headers, 'accept-language': 'eng' },
  });

describe('query log search', () => {
  it('gives ADMIN everything, filtered; a lawyer only own entries and attempts to sign in as them', async () => {
    const admin = await signInAs(ctx.db, 'ADMIN');
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const other = await signInAs(ctx.db, 'LAWYER');
    await writeQueryLog(ctx.db, null, {
      action: 'PERSON_READ',
      channel: 'PERSON_REGISTRY',
      outcome: 'OK',
      actorPersonId: lawyer.person.id,
      subjectPinfl: other.person.pinfl,
    });
    await writeQueryLog(ctx.db, null, {
      action: 'SIGN_IN',
      channel: 'MOBILE_ID',
      outcome: 'OTP_WRONG',
      subjectPinfl: lawyer.person.pinfl,
    });
    await writeQueryLog(ctx.db, null, {
      action: 'PERSON_READ',
      channel: 'PERSON_REGISTRY',
      outcome: 'OK',
      actorPersonId: other.person.id,
      subjectPinfl: lawyer.person.pinfl,
    });

    const own = (await list('?limit=100', lawyer.headers)).json();
    expect(
      own.list.map((e: { action: string; outcome: string }) => `${e.action}:${e.outcome}`).sort(),
    ).toEqual(['PERSON_READ:OK', 'SIGN_IN:OTP_WRONG']);

    const refused = (
      await list(`?outcome=REFUSED&subjectPinfl=${lawyer.person.pinfl}`, admin.headers)
    ).json();
    expect(refused.list).toEqual([expect.objectContaining({ outcome: 'OTP_WRONG', channel: 'MOBILE_ID' })]);
    const byActor = (
      await list(`?actorPinfl=${other.person.pinfl}&action=PERSON_READ`, admin.headers)
    ).json();
    expect(byActor.list).toEqual([
      expect.objectContaining({ subjectPinfl: lawyer.person.pinfl, actorName: expect.any(String) }),
    ]);
    const today = tashkentToday();
    expect(
      (await list(`?from=${today}&to=${today}&limit=100`, admin.headers)).json().total,
    ).toBeGreaterThanOrEqual(3);
    expect((await list('?from=2000-01-01&to=2000-01-02', admin.headers)).json().total).toBe(0);
  });

  it.each(['?from=31-12-2025', '?subjectPinfl=123', "?outcome=OK' OR 1=1", '?ip=<script>', '?action=DELETE'])(
    'answers 400 for %s',
    async (query) => {
      const admin = await signInAs(ctx.db, 'ADMIN');
      expect((await list(query, admin.headers)).statusCode).toBe(400);
    },
  );

  it('is closed to roles without a query log, and the log refuses changes', async () => {
    const user = await signInAs(ctx.db, 'USER');
    expect((await list('', user.headers)).statusCode).toBe(403);
    const { sql } = await import('drizzle-orm');
    await expect(ctx.db.execute(sql`DELETE FROM query_log`)).rejects.toThrow();
  });
});
