/**
 * A regional chamber builds its region's duty month (Tashkent city: the world has no schedule there),
 * with the rules checked as it is built, publishes it, and changes it after: the public duty table and
 * the draw of investigators' requests see only the published schedule, and a change keeps the requests
 * already drawn from it valid and is written to its history.
 */
import { LANGUAGES } from '@portal/contracts';
import { tashkentDayStart, tashkentToday } from '@portal/domain';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dutyAssignments, dutySchedules, statusHistory } from '../../src/db/schema';
import { monthDays, sameWeekdayLastMonth, shiftMonth } from '../../src/modules/duty-schedules/calendar';
import { inFour } from '../helpers/languages';
import { addLicensedLawyer, someone } from '../helpers/legal-aid-fixtures';
import { buildWorld, type Member, member, requestBody, TASHKENT_CITY } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w, call, ok } = useWorld(buildWorld);
const RUSSIAN = 2;
const thisMonth = tashkentToday(new Date()).slice(0, 7);
const nextMonth = shiftMonth(thisMonth, 1);
/** The first Monday of next month (a working day). */
const monday = monthDays(nextMonth).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)!;

let chamber: Member;
let russian: number;
let inactive: number;
let noPermission: number;

beforeAll(async () => {
  chamber = w.otherRegionChamber;
  const lawyer = (
    n: number,
    options: { status?: 'INACTIVE_TEMPORARY'; languageIds?: number[]; orderPermission?: boolean } = {},
  ) =>
    addLicensedLawyer(ctx.db, someone(n), {
      regionId: TASHKENT_CITY,
      contragentId: w.otherStructureId,
      ...options,
    });
  russian = (await lawyer(70, { languageIds: [RUSSIAN] })).lawyerId;
  inactive = (await lawyer(71, { status: 'INACTIVE_TEMPORARY' })).lawyerId;
  noPermission = (await lawyer(72, { orderPermission: false })).lawyerId;
});

const month = (who: Member, m = nextMonth, lang = 'eng') =>
  call(who, 'GET', `dutySchedule/month?month=${m}`, undefined, { 'accept-language': lang });
const assign = (who: Member, lawyerId: number, date = monday, regionId = TASHKENT_CITY, lang = 'eng') =>
  call(who, 'POST', 'dutySchedule/assign', { regionId, date, lawyerId }, { 'accept-language': lang });
const publish = (who: Member, lang = 'eng') =>
  call(
    who,
    'POST',
    'dutySchedule/publish',
    { regionId: TASHKENT_CITY, month: nextMonth },
    { 'accept-language': lang },
  );

async function stored() {
  const [[schedules], [duties], [history]] = await Promise.all([
    ctx.db.select({ n: count() }).from(dutySchedules),
    ctx.db.select({ n: count() }).from(dutyAssignments),
    ctx.db.select({ n: count() }).from(statusHistory),
  ]);
  return { schedules: schedules!.n, duties: duties!.n, history: history!.n };
}

describe('building a duty month', () => {
  it('refuses each rule with its reason in the four languages, and stores nothing', async () => {
    const before = await stored();
    const refusals: [string, () => ReturnType<typeof assign>, Record<string, string>][] = [
      [
        'another region',
        () =>
          call(chamber, 'POST', 'dutySchedule/assign', {
            regionId: 8,
            date: monday,
            lawyerId: w.dutyLawyer.lawyerId!,
          }),
        {
          eng: 'You keep the duty schedule of your own region only.',
          ru: 'Вы ведёте график дежурств только своего региона.',
        },
      ],
      [
        'a lawyer of another region',
        () => assign(chamber, w.dutyLawyer.lawyerId!),
        { eng: 'is a lawyer of another region.' },
      ],
      ['a license not active', () => assign(chamber, inactive), { eng: 'license is not active.' }],
      ['no order permission', () => assign(chamber, noPermission), { eng: 'has no order permission' }],
      [
        'a month beyond the next',
        () => assign(chamber, w.stranger.lawyerId!, `${shiftMonth(thisMonth, 2)}-10`),
        { eng: "Only this month's and next month's schedules can be changed." },
      ],
    ];
    for (const [what, send, texts] of refusals) {
      const res = await send();
      expect(res.status, what).toBe(422);
      expect(res.body.message, what).toContain(texts.eng);
    }
    // one refusal in each language: its own text, uz the Cyrillic transliteration of lt
    const messages: Record<string, string> = {};
    for (const lang of ['lt', 'uz', 'ru', 'eng']) {
      const res = await call(
        chamber,
        'POST',
        'dutySchedule/assign',
        { regionId: 8, date: monday, lawyerId: w.dutyLawyer.lawyerId! },
        { 'accept-language': lang },
      );
      expect(res.status).toBe(422);
      messages[lang] = res.body.message;
    }
    expect(messages).toEqual({
      lt: 'Siz faqat oʻz hududingizning navbatchilik jadvalini yuritasiz.',
      uz: expect.stringMatching(/^Сиз фақат/),
      ru: 'Вы ведёте график дежурств только своего региона.',
      eng: 'You keep the duty schedule of your own region only.',
    });
    // a role without the permission is refused before anything runs
    expect((await assign(w.investigator, w.stranger.lawyerId!)).status).toBe(403);
    expect((await month(w.republicChamber)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('refuses every write to a role without the permission and to a chamber of another region, in the four languages, and stores nothing', async () => {
    const before = await stored();
    const dayBody = { regionId: TASHKENT_CITY, date: monday, lawyerId: w.stranger.lawyerId! };
    const monthBody = { regionId: TASHKENT_CITY, month: nextMonth };
    const writes: [string, Record<string, unknown>][] = [
      ['dutySchedule/assign', dayBody],
      ['dutySchedule/unassign', dayBody],
      ['dutySchedule/copyLastMonth', monthBody],
      ['dutySchedule/publish', monthBody],
    ];
    const withoutPermission: Record<string, Member> = {
      USER: w.user,
      LAWYER: w.dutyLawyer,
      DIRECTOR: w.director,
      INVESTIGATOR: w.investigator,
      REPUBLIC_CHAMBER: w.republicChamber,
      MINISTRY: await member(ctx.db, someone(73), { role: 'MINISTRY' }),
      INTERN: await member(ctx.db, someone(74), { role: 'INTERN' }),
      EXPERT: await member(ctx.db, someone(75), { role: 'EXPERT' }),
    };
    const forbidden = inFour(
      'Bu amalni bajarish uchun ruxsatingiz yoʻq.',
      'У вас нет прав на это действие.',
      'You do not have permission to do this.',
    );
    const otherRegion = inFour(
      'Siz faqat oʻz hududingizning navbatchilik jadvalini yuritasiz.',
      'Вы ведёте график дежурств только своего региона.',
      'You keep the duty schedule of your own region only.',
    );
    for (const [url, body] of writes) {
      for (const lang of LANGUAGES) {
        const headers = { 'accept-language': lang };
        for (const [role, who] of Object.entries(withoutPermission)) {
          const res = await call(who, 'POST', url, body, headers);
          expect([res.status, res.body.message], `${url} ${role} ${lang}`).toEqual([403, forbidden[lang]]);
        }
        expect((await call(null, 'POST', url, body, headers)).status, `${url} signed out`).toBe(401);
        // the Samarqand chamber writing Tashkent city's month
        const res = await call(w.regionChamber, 'POST', url, body, headers);
        expect([res.status, res.body.message], `${url} other region ${lang}`).toEqual([
          422,
          otherRegion[lang],
        ]);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses to publish a month with nobody on duty on a day to come, in the four languages, and stores nothing', async () => {
    const before = await stored();
    expect((await month(chamber)).body.can).toEqual({ edit: true, copyLastMonth: true, publish: false });
    const empty = inFour(
      'Avval advokatni navbatchilikka qoʻying.',
      'Назначьте дежурного адвоката перед публикацией.',
      'Put a lawyer on duty before publishing the month.',
    );
    for (const lang of LANGUAGES) {
      const res = await publish(chamber, lang);
      expect([res.status, res.body.message, res.body.field], lang).toEqual([422, empty[lang], 'month']);
    }
    expect(await stored()).toEqual(before);
  });

  it('builds a draft the public table and the draw do not see; publishing puts both on it', async () => {
    const empty = (await month(chamber)).body;
    expect(empty).toMatchObject({
      id: null,
      status: null,
      region: { id: TASHKENT_CITY },
      can: { edit: true },
    });
    expect(empty.can.publish).toBe(false);
    expect(empty.lawyers.map((l: { id: number }) => l.id)).toContain(w.stranger.lawyerId);
    expect(empty.lawyers.find((l: { id: number }) => l.id === inactive).gaps).toEqual(['LICENSE_NOT_ACTIVE']);

    const draft = (await assign(chamber, w.stranger.lawyerId!)).body;
    expect(draft.status).toBe('DRAFT');
    expect(draft.can.publish).toBe(true);
    const day = draft.days.find((d: { date: string }) => d.date === monday);
    expect(day.lawyers.map((l: { id: number }) => l.id)).toEqual([w.stranger.lawyerId]);
    // Tashkent city's languages are Uzbek and Russian: the stranger speaks only Uzbek
    expect(day.uncovered.map((l: { name: string }) => l.name)).toEqual(['Russian']);

    const twice = await assign(chamber, w.stranger.lawyerId!, monday, TASHKENT_CITY, 'ru');
    expect(twice.status).toBe(422);
    expect(twice.body.message).toMatch(/уже дежурит в этот день/);

    const covered = (await assign(chamber, russian)).body;
    expect(covered.days.find((d: { date: string }) => d.date === monday).uncovered).toEqual([]);

    // a draft is not public, and a request on its day waits
    const publicList = await call(
      null,
      'GET',
      `getInfo/dutyTableList?regionId=${TASHKENT_CITY}&date=${monday}`,
    );
    expect(publicList.body.total).toBe(0);
    const attendanceAt = new Date(tashkentDayStart(monday).getTime() + 10 * 3_600_000).toISOString();
    const asked = { regionId: TASHKENT_CITY, languageId: 1, attendanceAt };
    const waiting = await ok(
      w.investigator,
      'POST',
      'getInfo/org-request_create-send',
      requestBody(w, asked),
    );
    expect(waiting.status).toBe('WAIT');

    // a draft whose only duty is taken off again is empty: not published
    await ok(chamber, 'POST', 'dutySchedule/unassign', {
      regionId: TASHKENT_CITY,
      date: monday,
      lawyerId: russian,
    });
    const emptied = await ok(chamber, 'POST', 'dutySchedule/unassign', {
      regionId: TASHKENT_CITY,
      date: monday,
      lawyerId: w.stranger.lawyerId!,
    });
    expect(emptied).toMatchObject({ status: 'DRAFT', can: { publish: false } });
    expect((await publish(chamber)).status).toBe(422);
    await assign(chamber, w.stranger.lawyerId!);
    await assign(chamber, russian);

    const published = await ok(chamber, 'POST', 'dutySchedule/publish', {
      regionId: TASHKENT_CITY,
      month: nextMonth,
    });
    expect(published).toMatchObject({ status: 'PUBLISHED', can: { publish: false, edit: true } });
    const shown = (await call(null, 'GET', `getInfo/dutyTableList?regionId=${TASHKENT_CITY}&date=${monday}`))
      .body;
    expect(shown.total).toBe(1);
    const view = (await call(null, 'GET', `getInfo/dutyTableView/${shown.list[0].id}`)).body;
    expect(
      view.days
        .find((d: { date: string }) => d.date === monday)
        .lawyers.map((l: { id: number }) => l.id)
        .sort(),
    ).toEqual([w.stranger.lawyerId, russian].sort());

    // the draw now picks the published duty lawyer who speaks Uzbek
    const drawn = await ok(w.investigator, 'POST', 'getInfo/org-request_create-send', requestBody(w, asked));
    expect(drawn).toMatchObject({ status: 'SEND' });
    expect(drawn.lawyer.id).toBe(w.stranger.lawyerId);

    // taken off the published day: the request already drawn stays his to accept, and history says so
    const off = await ok(chamber, 'POST', 'dutySchedule/unassign', {
      regionId: TASHKENT_CITY,
      date: monday,
      lawyerId: w.stranger.lawyerId!,
    });
    expect(
      off.days.find((d: { date: string }) => d.date === monday).lawyers.map((l: { id: number }) => l.id),
    ).toEqual([russian]);
    expect(off.history.map((h: { event: string }) => h.event)).toEqual(['CREATE', 'PUBLISH', 'CHANGE']);
    expect(off.history[2].comment).toContain(monday);
    expect((await call(w.stranger, 'POST', 'getInfo/acceptOrgRequestNew', { id: drawn.id })).status).toBe(
      200,
    );
  });

  it('copies last month weekday by weekday, leaving out who may no longer be on duty', async () => {
    const today = tashkentToday(new Date());
    await ok(chamber, 'POST', 'dutySchedule/assign', {
      regionId: TASHKENT_CITY,
      date: today,
      lawyerId: russian,
    });
    const target = shiftMonth(thisMonth, 1);
    const copies = monthDays(target).filter((d) => sameWeekdayLastMonth(d) === today);
    const answer = await ok(chamber, 'POST', 'dutySchedule/copyLastMonth', {
      regionId: TASHKENT_CITY,
      month: target,
    });
    expect(answer.copied + answer.skipped).toBe(copies.length);
    for (const date of copies)
      expect(
        answer.schedule.days
          .find((d: { date: string }) => d.date === date)
          .lawyers.map((l: { id: number }) => l.id),
      ).toContain(russian);
  });
});
