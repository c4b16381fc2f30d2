/**
 * The calendar through HTTP, on a real PostgreSQL: each person's dated items come only from the records
 * they take part in, a range is validated with a localized refusal, and the personal iCalendar feed is
 * read without sign-in at its secret address until it is revoked or replaced.
 */
import { addMonthsIso, tashkentToday } from '@portal/domain';
import { resources } from '@portal/i18n';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criminalCases, investigatorRequests } from '../../src/db/schema';
import { callApi, type Member } from '../helpers/legal-aid-world';
import { useLegalAidWorld } from '../legal-aid/steps';

const { ctx, w, steps } = useLegalAidWorld();

const today = () => tashkentToday(new Date());
const week = () => ({ from: today(), to: addMonthsIso(today(), 1) });
const items = async (who: Member, range = week()) =>
  (await steps.ok(who, 'GET', `calendar/items?from=${range.from}&to=${range.to}`)).list as {
    id: string;
    kind: string;
    start: string;
    subject: string | null;
    place: string | null;
    link: string | null;
  }[];
const ics = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
const feedCount = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from calendar_feeds`)).rows[0]!.n;

describe('calendar: each person’s own dated items', () => {
  it('the lawyer who accepted a request sees its attendance and hearing; the investigator sees them; nobody else does', async () => {
    const id = await steps.send();
    // drawn but not accepted: not on anyone's calendar yet
    expect((await items(w.dutyLawyer)).filter((i) => i.kind === 'ATTENDANCE')).toEqual([]);
    await steps.accept(id);
    const [request] = await ctx.db
      .select({ criminalCaseId: investigatorRequests.criminalCaseId, at: investigatorRequests.attendanceAt })
      .from(investigatorRequests)
      .where(eq(investigatorRequests.id, id));
    const hearing = new Date(Date.now() + 3 * 86_400_000);
    await ctx.db
      .update(criminalCases)
      .set({ adjournmentAt: hearing, courtName: 'Samarqand viloyat sudi' })
      .where(eq(criminalCases.id, request!.criminalCaseId!));

    const lawyer = await items(w.dutyLawyer);
    expect(lawyer.filter((i) => [`ATTENDANCE-${id}`, `HEARING-${id}`].includes(i.id))).toEqual([
      expect.objectContaining({
        kind: 'ATTENDANCE',
        start: request!.at.toISOString(),
        subject: w.caseNumber,
        place: 'Samarqand shahar IIB, 14-xona',
        link: `notifications/request/${id}`,
      }),
      expect.objectContaining({
        kind: 'HEARING',
        start: hearing.toISOString(),
        place: 'Samarqand viloyat sudi',
        link: `notifications/request/${id}`,
      }),
    ]);
    // the duty lawyer's duty days of the published schedule, opening the public duty table
    expect(lawyer.filter((i) => i.kind === 'DUTY').length).toBeGreaterThan(0);
    expect(lawyer.find((i) => i.kind === 'DUTY')?.link).toMatch(/^\/duty-table\/view\/\d+$/);
    const investigator = await items(w.investigator);
    expect(investigator.find((i) => i.id === `ATTENDANCE-${id}`)?.link).toBe(
      `investigator-requests/view/${id}`,
    );
    for (const other of [w.colleague, w.otherInvestigator, w.stranger, w.user, w.regionChamber])
      expect((await items(other)).map((i) => i.id)).not.toContain(`ATTENDANCE-${id}`);
  });

  it('a director sees the half-year report due in the range; a citizen sees nothing of it', async () => {
    const due = (await items(w.director, { from: '2027-01-01', to: '2027-01-31' })).filter(
      (i) => i.kind === 'REPORT_DUE',
    );
    expect(due).toEqual([
      expect.objectContaining({
        id: 'REPORT_DUE-2026-2',
        start: '2027-01-09T19:00:00.000Z',
        link: 'reports/half-yearly',
      }),
    ]);
    expect(await items(w.user, { from: '2027-01-01', to: '2027-01-31' })).toEqual([]);
  });

  it('refuses a range that ends before it starts or is longer than 62 days, in the caller’s language', async () => {
    const ask = (from: string, to: string, lang: string) =>
      callApi(ctx, w.dutyLawyer, 'GET', `calendar/items?from=${from}&to=${to}`, undefined, {
        'accept-language': lang,
      });
    const backwards = await ask('2026-12-10', '2026-12-01', 'eng');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('The end date cannot be before the start date');
    const long = await ask('2026-01-01', '2026-03-15', 'ru');
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('Период может быть не длиннее 62 дней');
    const lt = await ask('2026-01-01', '2026-03-15', 'lt');
    expect(lt.body.message).toContain('Davr koʻpi bilan 62 kun boʻlishi mumkin');
    const uz = await ask('2026-01-01', '2026-03-15', 'uz');
    expect(uz.body.message).toContain(
      (resources.uz.errors.validation as Record<string, string>).calendarRangeTooLong!,
    );
    const wrong = await ask('2026-02-30', '2026-03-01', 'eng');
    expect(wrong.status).toBe(400);
    expect((await callApi(ctx, null, 'GET', `calendar/items?from=${today()}&to=${today()}`)).status).toBe(
      401,
    );
  });
});

describe('calendar: the personal iCalendar feed', () => {
  it('serves the owner’s items without sign-in, with the case number and no person’s name', async () => {
    const id = await steps.send();
    await steps.accept(id);
    const before = await steps.ok(w.dutyLawyer, 'GET', 'calendar/feed');
    expect(before).toEqual({ active: false, createdAt: null });
    const feed = await steps.ok(w.dutyLawyer, 'POST', 'calendar/feed/create', undefined);
    expect(feed.url).toMatch(/\/api\/v\.1\/calendar\/ics\/[A-Za-z0-9_-]{43}$/);
    expect(await steps.ok(w.dutyLawyer, 'GET', 'calendar/feed')).toEqual({
      active: true,
      createdAt: feed.createdAt,
    });
    const answer = await ics(feed.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(answer.body).toContain('BEGIN:VCALENDAR');
    expect(answer.body).toContain(`UID:ATTENDANCE-${id}@legal-aid-portal`);
    expect(answer.body).toContain(`SUMMARY:Attendance: ${w.caseNumber}`);
    expect(answer.body).toContain(`/lawyer-profile/notifications/request/${id}`);
    // the accused's PINFL (and so the registry's name of them) is not in it
    expect(answer.body).not.toContain(w.accusedPinfl);
    // the colleague's feed holds nothing of this request
    const colleague = await steps.ok(w.colleague, 'POST', 'calendar/feed/create', undefined);
    expect((await ics(colleague.url)).body).not.toContain(`ATTENDANCE-${id}`);
  });

  it('refuses a wrong token (404) and a revoked or replaced address (410), changing nothing', async () => {
    const first = await steps.ok(w.director, 'POST', 'calendar/feed/create', undefined);
    expect((await ics(first.url)).statusCode).toBe(200);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/api/v.1/calendar/ics/not-a-token' });
    expect(wrong.statusCode).toBe(404);
    const second = await steps.ok(w.director, 'POST', 'calendar/feed/create', undefined);
    expect(second.url).not.toBe(first.url);
    const replaced = await ics(first.url);
    expect(replaced.statusCode).toBe(410);
    expect((await ics(second.url)).statusCode).toBe(200);
    expect(await steps.ok(w.director, 'POST', 'calendar/feed/revoke', undefined)).toEqual({
      active: false,
      createdAt: null,
    });
    const count = await feedCount();
    const revoked = await ctx.app.inject({
      method: 'GET',
      url: new URL(second.url).pathname,
      headers: { 'accept-language': 'ru' },
    });
    expect([revoked.statusCode, revoked.json().message]).toEqual([
      410,
      'Владелец отозвал этот адрес календаря.',
    ]);
    for (const lang of ['lt', 'uz', 'eng'] as const) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: new URL(second.url).pathname,
        headers: { 'accept-language': lang },
      });
      expect([answer.statusCode, answer.json().message], lang).toEqual([
        410,
        resources[lang].errors.FEED_REVOKED,
      ]);
    }
    expect(await feedCount()).toBe(count);
    expect(await steps.ok(w.director, 'GET', 'calendar/feed')).toEqual({ active: false, createdAt: null });
  });
});
