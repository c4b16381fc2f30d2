/**
 * Vacancies and applications through HTTP, real PostgreSQL: the director publishes a
 * vacancy (public list shows it), a person applies with the ids of the URL
 * `/announcement/{id}/{contragentId}/{applicationTypeId}`, the director accepts or refuses with a reason,
 * each step notifies the other side and is in the application's history; refusals change nothing.
 */
import { APPLICATION_TYPE_IDS } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, userAccounts, vacancyApplications } from '../../src/db/schema';
import { addPassedFiling } from '../helpers/candidates';
import { someone } from '../helpers/legal-aid-fixtures';
import { buildWorld, type Member, member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w, call } = useWorld(buildWorld);
let candidate: Member;

/**
 * A person who PASSED the bar candidates' interview (the candidates module's journey is tested there): a
 * filing in its last state with its two photos, written directly as this test's starting point.
 */
async function passedCandidate(n: number): Promise<Member> {
  const m = await member(ctx.db, someone(n));
  await addPassedFiling(ctx.db, m.personId);
  return m;
}

beforeAll(async () => {
  candidate = await passedCandidate(64);
}, 60_000);

const inDays = (days: number) => tashkentToday(new Date(Date.now() + days * 86_400_000));

const internship = {
  type: 'INTERNSHIP',
  count: 2,
  endDate: inDays(30),
  paid: true,
  amount: 1_500_000,
  latitude: 39.655,
  longitude: 66.976,
  classificatorId: 1,
  description: 'Jinoyat ishlari boʻyicha stajirovka',
};

async function publish(overrides: Record<string, unknown> = {}) {
  const res = await call(w.director, 'POST', 'vacancy/create', { ...internship, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; contragent: { id: number }; type: 'INTERNSHIP' | 'LAWYER' };
}

const apply = (who: Member, v: { id: number; contragent: { id: number }; type: 'INTERNSHIP' | 'LAWYER' }) =>
  call(who, 'POST', 'vacancy-application/create', {
    vacancyId: v.id,
    contragentId: v.contragent.id,
    applicationTypeId: APPLICATION_TYPE_IDS[v.type],
    note: 'Stajirovka oʻtamoqchiman',
  });

const applicationsOf = async (vacancyId: number) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(vacancyApplications)
      .where(eq(vacancyApplications.vacancyId, vacancyId))
  )[0]!.n;
const notified = async (personId: number, kind: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientPersonId, personId), eq(notifications.kind, kind)))
  )[0]!.n;

describe('the director publishes vacancies', () => {
  it('publishes one: in the own list with no applications and on the public /announcement list', async () => {
    const v = await publish();
    const own = await call(w.director, 'GET', 'vacancy/own');
    const mine = own.body.list.find((x: { id: number }) => x.id === v.id);
    expect(mine).toMatchObject({ open: true, closed: false, applications: { waiting: 0, accepted: 0 } });
    expect(mine).toMatchObject({ paid: true, amount: 1_500_000, latitude: 39.655, count: 2 });
    const pub = await call(null, 'GET', 'getInfo/vacancyList?type=INTERNSHIP&limit=100');
    expect(pub.body.list.map((x: { id: number }) => x.id)).toContain(v.id);
    expect((await call(null, 'GET', `getInfo/vacancy/${v.id}`)).body).toMatchObject({ id: v.id, open: true });
  });

  it('refuses a paid vacancy without an amount, an end date in the past, and a lawyer publishing', async () => {
    const noAmount = await call(w.director, 'POST', 'vacancy/create', { ...internship, amount: null });
    expect(noAmount.status).toBe(400);
    expect(JSON.stringify(noAmount.body)).toContain('amount');
    const past = await call(w.director, 'POST', 'vacancy/create', { ...internship, endDate: inDays(-1) });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('The end date cannot be in the past.');
    expect((await call(w.colleague, 'POST', 'vacancy/create', internship)).status).toBe(403);
  });

  it('closes one: it leaves the public list and takes no more applications', async () => {
    const v = await publish();
    const closed = await call(w.director, 'POST', 'vacancy/close', { id: v.id });
    expect(closed.body).toMatchObject({ closed: true, open: false });
    const pub = await call(null, 'GET', 'getInfo/vacancyList?type=INTERNSHIP&limit=100');
    expect(pub.body.list.map((x: { id: number }) => x.id)).not.toContain(v.id);
    const refused = await apply(candidate, v);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This vacancy is closed.');
    expect(await applicationsOf(v.id)).toBe(0);
    // Another director's structure's vacancy is not theirs to close.
    expect((await call(w.director, 'POST', 'vacancy/close', { id: 999_999 })).status).toBe(404);
  });
});

describe('applying and deciding', () => {
  let v: { id: number; contragent: { id: number }; type: 'INTERNSHIP' | 'LAWYER' };
  let applicationId: number;

  beforeAll(async () => {
    v = await publish({ count: 1 });
  });

  it('a person applies: SEND with its history, the director notified; they see it among their own', async () => {
    const before = await notified(w.director.personId, 'VACANCY_APPLICATION_SENT');
    const res = await apply(candidate, v);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'SEND', type: 'INTERNSHIP', applicationTypeId: 1 });
    expect(res.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['SEND']);
    expect(res.body.can).toEqual({ accept: false, reject: false, cancel: true });
    applicationId = res.body.id;
    expect(await notified(w.director.personId, 'VACANCY_APPLICATION_SENT')).toBe(before + 1);
    const own = await call(candidate, 'GET', 'vacancy-application/own');
    expect(own.body.list.map((a: { id: number }) => a.id)).toContain(applicationId);
    const theirs = await call(w.director, 'GET', `vacancy-application/list?vacancyId=${v.id}`);
    expect(theirs.body.list[0]).toMatchObject({ id: applicationId, can: { accept: true, reject: true } });
  });

  it('refuses a second application to the same vacancy, also when sent twice at once (one wins)', async () => {
    const again = await apply(candidate, v);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied to this vacancy.');
    const other = await passedCandidate(65);
    const both = await Promise.all([apply(other, v), apply(other, v)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await applicationsOf(v.id)).toBe(2);
  });

  it('refuses the wrong ids of the URL, a lawyer applying for an internship, and strangers reading it', async () => {
    const wrongType = await call(candidate, 'POST', 'vacancy-application/create', {
      vacancyId: v.id,
      contragentId: v.contragent.id,
      applicationTypeId: APPLICATION_TYPE_IDS.LAWYER,
    });
    expect(wrongType.status).toBe(404);
    const notPassed = await apply(w.user, v);
    expect(notPassed.status).toBe(422);
    expect(await applicationsOf(v.id)).toBe(2);
    const lawyer = await apply(w.stranger, v);
    expect(lawyer.status).toBe(422);
    expect(lawyer.body.message).toMatch(/internship is for candidates/i);
    expect((await call(w.stranger, 'GET', `vacancy-application/${applicationId}`)).status).toBe(404);
    expect((await call(candidate, 'POST', 'vacancy-application/accept', { id: applicationId })).status).toBe(
      403,
    );
  });

  it('the director accepts: the applicant is notified and becomes an INTERN; no acceptance beyond the places', async () => {
    const res = await call(w.director, 'POST', 'vacancy-application/accept', { id: applicationId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('ACCEPTED');
    const account = await ctx.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.personId, candidate.personId));
    expect(account[0]?.assignedRole).toBe('INTERN');
    expect(res.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['SEND', 'ACCEPTED']);
    expect(await notified(candidate.personId, 'VACANCY_APPLICATION_ACCEPTED')).toBe(1);
    const twice = await call(w.director, 'POST', 'vacancy-application/accept', { id: applicationId });
    expect(twice.status).toBe(409);
    const waiting = await call(w.director, 'GET', `vacancy-application/list?vacancyId=${v.id}&status=SEND`);
    const full = await call(w.director, 'POST', 'vacancy-application/accept', {
      id: waiting.body.list[0].id,
    });
    expect(full.status).toBe(422);
    expect(full.body.message).toBe('All places of this vacancy are taken.');
  });

  it('the director refuses with a reason (required), which the applicant reads', async () => {
    const waiting = await call(w.director, 'GET', `vacancy-application/list?vacancyId=${v.id}&status=SEND`);
    const id = waiting.body.list[0].id as number;
    expect((await call(w.director, 'POST', 'vacancy-application/reject', { id, reason: ' ' })).status).toBe(
      400,
    );
    const res = await call(w.director, 'POST', 'vacancy-application/reject', {
      id,
      reason: 'Oʻrin band',
    });
    expect(res.body).toMatchObject({ status: 'REJECTED', reason: 'Oʻrin band' });
    expect(res.body.history.at(-1)).toMatchObject({ toStatus: 'REJECTED', comment: 'Oʻrin band' });
  });

  it('the applicant withdraws an undecided application; the director is told', async () => {
    const v2 = await publish();
    const third = await passedCandidate(66);
    const sent = await apply(third, v2);
    const res = await call(third, 'POST', 'vacancy-application/cancel', { id: sent.body.id });
    expect(res.body.status).toBe('CANCELLED');
    expect(await notified(w.director.personId, 'VACANCY_APPLICATION_CANCELLED')).toBe(1);
  });
});
