/**
 * getInfo/listByPnfl: a chamber looks up one lawyer's requests by the lawyer's pinfl, within the requests
 * it reviews (its region for a regional chamber, the country for the republic chamber); the read is on
 * record in the query log; a lawyer is refused, a malformed pinfl is refused with its field.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryLog } from '../../src/db/schema';
import { buildWorld, callApi, type Json, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w } = useWorld(buildWorld);

const post = (who: Member | null, url: string, body: unknown) => callApi(ctx, who, 'POST', url, body);

async function sendRequest(lawyer: Member, requestTypeId: number, reason: string) {
  const sent = await post(lawyer, 'getInfo/changeRequest', { requestTypeId, reason });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.id as number;
}

const idsOf = (res: { body: Json }) => (res.body.list as Json[]).map((r) => r.id as number).sort();

describe('a lawyer’s requests by pinfl', () => {
  it('lists the requests of that lawyer the chamber reviews, and puts the read on record', async () => {
    const first = await sendRequest(w.colleague, 16, 'Kasallik');
    const second = await sendRequest(w.colleague, 9, 'Guvohnoma yoʻqoldi');
    const strangers = await sendRequest(w.stranger, 16, 'Kasallik');

    const own = await post(w.regionChamber, 'getInfo/listByPnfl', { pnfl: w.colleague.pinfl });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.total).toBe(2);
    expect(idsOf(own)).toEqual([first, second].sort());
    expect(new Set((own.body.list as Json[]).map((r) => r.lawyer.id))).toEqual(
      new Set([w.colleague.lawyerId]),
    );
    // the filters of the inbox apply
    const narrowed = await post(w.regionChamber, 'getInfo/listByPnfl', {
      pnfl: w.colleague.pinfl,
      kind: 'CERTIFICATE_REPLACEMENT',
    });
    expect(idsOf(narrowed)).toEqual([second]);

    // a lawyer of another region: not the regional chamber's, the republic chamber's
    const other = await post(w.regionChamber, 'getInfo/listByPnfl', { pnfl: w.stranger.pinfl });
    expect(other.body).toMatchObject({ total: 0, list: [] });
    expect(idsOf(await post(w.republicChamber, 'getInfo/listByPnfl', { pnfl: w.stranger.pinfl }))).toEqual([
      strangers,
    ]);

    const logged = await ctx.db
      .select()
      .from(queryLog)
      .where(and(eq(queryLog.action, 'PERSON_READ'), eq(queryLog.subjectPinfl, w.colleague.pinfl)));
    expect(logged.map((l) => [l.actorPersonId, l.outcome])).toEqual([
      [w.regionChamber.personId, 'OK'],
      [w.regionChamber.personId, 'OK'],
    ]);
  });

  it('refuses a lawyer, and a malformed pinfl with its field, putting nothing on record', async () => {
    const before = await ctx.db.$count(queryLog, eq(queryLog.action, 'PERSON_READ'));
    const lawyer = await post(w.colleague, 'getInfo/listByPnfl', { pnfl: w.colleague.pinfl });
    expect(lawyer.status).toBe(403);
    const malformed = await post(w.regionChamber, 'getInfo/listByPnfl', { pnfl: '1234' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('pnfl');
    expect(await ctx.db.$count(queryLog, eq(queryLog.action, 'PERSON_READ'))).toBe(before);
  });
});
