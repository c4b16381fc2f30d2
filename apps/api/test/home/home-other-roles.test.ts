/**
 * The home page's lines for the citizen, the intern, the expertise body and the chambers' administration,
 * through HTTP on a real PostgreSQL: each is told of what awaits them (a booked reception visit with its
 * time, the internship with its end day, new expertise requests, new lawyers' requests), the line's filter
 * narrows its list to exactly those records, and the line goes once they have acted.
 */
import { HOME_COUNT_LIMIT, shownHomeCount } from '@portal/contracts';
import { tashkentDayStart, tashkentToday } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lawyerRequests } from '../../src/db/schema';
import { startInternship } from '../../src/modules/candidates';
import { legalAidCaller } from '../../src/modules/legal-aid';
import { addPassedFiling, sessionOf } from '../helpers/candidates';
import { buildExpertiseWorld, expertiseSteps } from '../helpers/expertise-world';
import { someone } from '../helpers/legal-aid-fixtures';
import { type Member, member } from '../helpers/legal-aid-world';
import { RECEPTION_HOURS } from '../helpers/reception';
import { useWorld } from '../helpers/world';

const { ctx, w, call, ok } = useWorld(buildExpertiseWorld);
let s: ReturnType<typeof expertiseSteps>;
beforeAll(() => {
  s = expertiseSteps(ctx, w);
});

interface Line {
  id: string;
  count: number;
  due: string | null;
  filter: Record<string, string>;
}

const lines = async (who: Member): Promise<Line[]> => (await ok(who, 'GET', 'account/home')).pending;
const line = async (who: Member, id: string) => (await lines(who)).find((l) => l.id === id);
const query = (filter: Record<string, string>) => new URLSearchParams(filter).toString();
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('home: what awaits the other roles', () => {
  it('EXPERT: the new requests sent to the organization, until one of its staff takes them', async () => {
    const id = await s.send();
    const told = await line(w.experts[0]!, 'expertise-to-take');
    expect(told).toEqual({ id: 'expertise-to-take', count: 1, due: null, filter: { status: 'NEW' } });
    expect(ids((await ok(w.experts[0]!, 'GET', `expertise/queue?${query(told!.filter)}`)).list)).toEqual([
      id,
    ]);
    // another organization's expert, the lawyer who asked and ADMIN (reading only) are not asked
    expect(await line(w.branchExpert, 'expertise-to-take')).toBeUndefined();
    expect(await line(w.colleague, 'expertise-to-take')).toBeUndefined();
    expect(await line(w.admin, 'expertise-to-take')).toBeUndefined();
    await s.step(w.experts[0]!, id, 'TAKE');
    expect(await line(w.head, 'expertise-to-take')).toBeUndefined();
  });

  it("ADMIN and the chambers: the lawyers' new requests, until the request is opened", async () => {
    const sent = await call(w.colleague, 'POST', 'getInfo/requestCertificate', {
      requestTypeId: 9,
      reason: 'Guvohnoma yoʻqoldi',
      delivery: 'MAIL',
      deliveryAddress: 'Samarqand sh., Registon koʻchasi 5-uy',
      postalIndex: '140100',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.id as number;
    for (const who of [w.admin, w.regionChamber, w.republicChamber]) {
      const told = await line(who, 'requests-to-review');
      expect(told).toEqual({ id: 'requests-to-review', count: 1, due: null, filter: { status: 'SEND' } });
      expect(ids((await ok(who, 'GET', `getInfo/requestInbox?${query(told!.filter)}`)).list)).toEqual([id]);
    }
    expect(await line(w.otherRegionChamber, 'requests-to-review')).toBeUndefined();
    expect(await line(w.colleague, 'requests-to-review')).toBeUndefined();
    await ok(w.admin, 'POST', 'getInfo/requestSeen', { id });
    expect(await line(w.admin, 'requests-to-review')).toBeUndefined();
  });

  it('a line counts up to one past the home limit and reads "999+" beyond it', async () => {
    const [first] = await ctx.db.select().from(lawyerRequests).limit(1);
    const { id: _id, ...sent } = first!;
    const copies = Array.from({ length: HOME_COUNT_LIMIT + 6 }, () => ({
      ...sent,
      kind: 'LEGAL_AID' as const,
      status: 'SEND' as const,
    }));
    const added = await ctx.db.insert(lawyerRequests).values(copies).returning({ id: lawyerRequests.id });
    const told = await line(w.republicChamber, 'requests-to-review');
    expect(told?.count).toBe(HOME_COUNT_LIMIT + 1);
    expect(shownHomeCount(told!.count)).toBe('999+');
    expect(shownHomeCount(HOME_COUNT_LIMIT)).toBe('999');
    await ctx.db.delete(lawyerRequests).where(
      inArray(
        lawyerRequests.id,
        added.map((r) => r.id),
      ),
    );
  });

  it('USER: the booked reception visit with its time, until it is cancelled', async () => {
    const { id: scheduleId } = await ok(w.regionChamber, 'POST', 'reception/saveHours', RECEPTION_HOURS);
    const day = tashkentToday(tashkentDayStart(tashkentToday(new Date()), 2));
    expect(await line(w.user, 'reception-visits')).toBeUndefined();
    const booked = await ok(w.user, 'POST', 'reception/book', {
      scheduleId,
      day,
      time: '09:20',
      topic: 'Advokat tanlash boʻyicha maslahat',
    });
    expect(await line(w.user, 'reception-visits')).toEqual({
      id: 'reception-visits',
      count: 1,
      due: new Date(`${day}T09:20:00+05:00`).toISOString(),
      filter: {},
    });
    expect(ids((await ok(w.user, 'GET', 'reception/mine')).list)).toEqual([booked.id]);
    expect(await line(w.colleague, 'reception-visits')).toBeUndefined();
    await ok(w.user, 'POST', 'reception/cancel', { id: booked.id });
    expect(await line(w.user, 'reception-visits')).toBeUndefined();
  });

  it('INTERN: the internship they train in, with its end day', async () => {
    const candidate = await member(ctx.db, someone(77));
    await addPassedFiling(ctx.db, candidate.personId);
    expect(await line(candidate, 'internship-ends')).toBeUndefined();
    const director = await legalAidCaller(ctx.db, await sessionOf(ctx.db, w.director));
    const internshipId = await ctx.db.transaction((tx) =>
      startInternship(tx, director, { personId: candidate.personId, today: tashkentToday(new Date()) }),
    );
    // the role is decided at sign-in: the candidate signs in again as INTERN
    const intern = await member(ctx.db, someone(77));
    const own = await ok(intern, 'GET', 'intern/own');
    expect(ids(own)).toEqual([internshipId]);
    expect(await lines(intern)).toEqual([
      { id: 'internship-ends', count: 1, due: own[0].endDate, filter: {} },
    ]);
    expect(await line(w.admin, 'internship-ends')).toBeUndefined();
  });
});
