/**
 * Appeals through HTTP on a real PostgreSQL with the real gov-sim (disability register, register of
 * social protection): the pro bono journey, the state-funded one with its automatic rejection, the
 * refusals that store nothing, who reads what (and the query log of those reads), parallel accepts.
 */
import { readdirSync } from 'node:fs';
import { translate } from '../../src/i18n/translate';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appeals, files, notifications, queryLog, statusHistory } from '../../src/db/schema';
import { appealFields, buildAppealWorld } from '../helpers/appeals-world';
import { population } from '../helpers/legal-aid-fixtures';
import { callApi, type Json, type Member, pdfBytes, postForm } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

// Its own gov-sim: the tests below put the registers down. TEST_CLOCK_OFFSET_HEADER: a request may move
// its clock (the accept below reads the request's clock).
const { sim, ctx, w } = useWorld(buildAppealWorld, {
  ownSim: true,
  env: { TEST_CLOCK_OFFSET_HEADER: 'true' },
});

const LANGS = ['lt', 'uz', 'ru', 'eng'] as const;
const pdf = { name: 'pensiya-qarori.pdf', type: 'application/pdf', content: pdfBytes(2000) };

async function ok(who: Member, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Json> {
  const res = await callApi(ctx, who, method, url, payload);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

async function newProBono(
  overrides: Record<string, string> = {},
  file: typeof pdf | null = pdf,
): Promise<Json> {
  const res = await postForm(
    ctx,
    w.disabled,
    'legalAidDisabled/create',
    appealFields(overrides),
    file ?? undefined,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** What is stored: appeals, file rows, files in the storage folder. */
async function stored() {
  const rows = await rowCounts(ctx.db, { appeals, files });
  const onDisk = (() => {
    try {
      return readdirSync(ctx.config.files.dir, { recursive: true }).filter((p) => String(p).includes('.'))
        .length;
    } catch {
      return 0;
    }
  })();
  return { ...rows, onDisk };
}

async function setFault(system: string, mode: 'ok' | 'down') {
  const res = await fetch(`${sim.url}/faults/${system}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(res.status).toBe(200);
}

/** checkDisability asked with a persona's pinfl and passport (in the body, never in the URL). */
const CHECK_DISABILITY = 'legalAidDisabled/checkDisability';
const checkDisabilityOf = (p: { pinfl: string; passport: string }) => ({
  pinfl: p.pinfl,
  passportSerialNumber: p.passport,
});

describe('checkDisability', () => {
  it('confirms persona disabled-person by her pinfl and passport, not persona user', async () => {
    const me = population.persona('disabled-person');
    expect(await ok(w.disabled, 'POST', CHECK_DISABILITY, checkDisabilityOf(me))).toEqual({
      confirmed: true,
      group: 2,
      validUntil: '2027-12-31',
    });
    const other = population.persona('user');
    expect(await ok(w.user, 'POST', CHECK_DISABILITY, checkDisabilityOf(other))).toEqual({
      confirmed: false,
      group: null,
      validUntil: null,
    });
  });

  it('refuses to check someone else’s pinfl, and says so', async () => {
    const me = population.persona('disabled-person');
    const res = await callApi(ctx, w.user, 'POST', CHECK_DISABILITY, checkDisabilityOf(me));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'pinfl', message: 'You can check only your own data.' });
  });
});

describe('a pro bono appeal from creation to its result', () => {
  let appeal: Json;

  it('is sent to the lawyers and directors of both regions, with the PDF, the words counted', async () => {
    appeal = await newProBono();
    expect(appeal).toMatchObject({
      kind: 'PRO_BONO',
      status: 'SEND',
      regions: [
        { id: 8, name: 'Samarkand region' },
        { id: 14, name: 'Tashkent city' },
      ],
      field: { id: 6, name: 'Pensions and social security' },
      wordCount: 16,
      file: { name: 'pensiya-qarori.pdf', contentType: 'application/pdf', size: 2000 },
      registerCheck: { disabilityGroup: 2, disabilityValidUntil: '2027-12-31' },
      can: { cancel: true, accept: false, complete: false, downloadFile: true },
      history: [{ fromStatus: null, toStatus: 'SEND', event: 'CREATE', actorRole: 'USER' }],
    });
    const told = await ctx.db
      .select({ to: notifications.recipientPersonId })
      .from(notifications)
      .where(eq(notifications.entityId, appeal.id));
    const recipients = told.map((n) => n.to);
    for (const m of [w.lawyer, w.colleague, w.director, w.tashkentLawyer, ...w.ten])
      expect(recipients).toContain(m.personId);
    expect(recipients).not.toContain(w.fargonaLawyer.personId);
    expect(recipients).not.toContain(w.disabled.personId);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('shows in the inboxes of those regions with its brief, nowhere else', async () => {
    const inbox = await ok(w.lawyer, 'GET', 'legalAidDisabled/legalAidDisabledListSend?regionId=8');
    expect(inbox.list).toContainEqual(
      expect.objectContaining({
        id: appeal.id,
        brief: appeal.brief,
        taken: false,
        can: expect.objectContaining({ accept: true }),
      }),
    );
    expect((await ok(w.fargonaLawyer, 'GET', 'legalAidDisabled/legalAidDisabledListSend')).list).toEqual([]);
    expect(
      (await callApi(ctx, w.fargonaLawyer, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`)).status,
    ).toBe(404);
    expect(
      (await callApi(ctx, w.regionChamber, 'GET', 'legalAidDisabled/legalAidDisabledListSend')).status,
    ).toBe(403);
    expect((await callApi(ctx, w.user, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`)).status).toBe(
      404,
    );
  });

  it('becomes SEEN when a lawyer of its region opens it, and the author sees who read it', async () => {
    const opened = await ok(w.lawyer, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`);
    expect(opened).toMatchObject({ status: 'SEEN', content: appeal.content, reads: [] });
    await ok(w.lawyer, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`);
    const mine = await ok(w.disabled, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`);
    expect(mine.history.map((h: Json) => h.event)).toEqual(['CREATE', 'SEE']);
    expect(mine.reads).toHaveLength(2);
    expect(mine.reads[0]).toMatchObject({
      actorName: 'Nurmatov Doniyor Abduvaliyevich',
      actorRole: 'LAWYER',
    });
    const logged = await ctx.db
      .select()
      .from(queryLog)
      .where(eq(queryLog.subjectPinfl, population.persona('disabled-person').pinfl));
    expect(logged.filter((l) => l.action === 'APPEAL_READ')).toHaveLength(2);
  });

  it('goes to the lawyer who accepts; the other lawyers see it taken, without its content', async () => {
    // the acceptance time is the request's clock (here moved 2 days ahead), not the machine's
    const twoDays = 2 * 86_400_000;
    const res = await callApi(
      ctx,
      w.lawyer,
      'POST',
      'legalAidDisabled/accept',
      { id: appeal.id },
      {
        'x-test-clock-offset-ms': String(twoDays),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const accepted = res.body;
    const [row] = await ctx.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    expect(row!.acceptedAt!.getTime() - Date.now()).toBeGreaterThan(twoDays - 60_000);
    expect(accepted).toMatchObject({
      status: 'ACCEPTED',
      lawyerName: 'Nurmatov Doniyor Abduvaliyevich',
      can: { complete: true, accept: false },
    });
    const other = await ok(w.tashkentLawyer, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`);
    expect(other).toMatchObject({
      status: 'ACCEPTED',
      taken: true,
      brief: null,
      content: null,
      file: null,
      authorName: null,
      history: [],
      can: { accept: false, complete: false, downloadFile: false },
    });
    const late = await callApi(ctx, w.tashkentLawyer, 'POST', 'legalAidDisabled/accept', { id: appeal.id });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'Another lawyer has already taken this appeal.' },
    });
    expect(
      (await callApi(ctx, w.tashkentLawyer, 'GET', `legalAidDisabled/file?id=${appeal.id}`)).status,
    ).toBe(404);
    const inbox = await ok(w.colleague, 'GET', 'legalAidDisabled/legalAidDisabledListSend');
    expect(inbox.list.find((a: Json) => a.id === appeal.id)).toMatchObject({ taken: true, brief: null });
    // the author can no longer cancel
    const cancel = await callApi(ctx, w.disabled, 'POST', 'legalAidDisabled/cancel', {
      id: appeal.id,
      reason: 'x',
    });
    expect(cancel.status).toBe(409);
  });

  it('is completed by its lawyer with a result and a demand, which its author reads', async () => {
    const refused = await callApi(
      ctx,
      w.colleague,
      'POST',
      `legalAidDisabled/complete?legalAidDisabledId=${appeal.id}&demand=SATISFIED`,
      { result: 'x' },
    );
    expect(refused.status).toBe(409);
    const result = 'Sudga da’vo arizasi tayyorlandi va topshirildi; pensiya qayta hisoblandi.';
    await ok(w.lawyer, 'POST', `legalAidDisabled/complete?legalAidDisabledId=${appeal.id}&demand=SATISFIED`, {
      result,
    });
    const mine = await ok(w.disabled, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`);
    expect(mine).toMatchObject({
      status: 'COMPLETED',
      result,
      demand: 'SATISFIED',
      lawyerName: expect.any(String),
    });
    expect(mine.history.map((h: Json) => `${h.event}:${h.toStatus}`)).toEqual([
      'CREATE:SEND',
      'SEE:SEEN',
      'ACCEPT:ACCEPTED',
      'COMPLETE:COMPLETED',
    ]);
    const told = await ok(w.disabled, 'GET', 'getInfo/notificationList');
    expect(told.list.map((n: Json) => n.kind)).toEqual(
      expect.arrayContaining(['APPEAL_ACCEPTED', 'APPEAL_COMPLETED']),
    );
    expect((await ok(w.lawyer, 'GET', 'legalAidDisabled/ownAccepted')).list.map((a: Json) => a.id)).toContain(
      appeal.id,
    );
    const file = await callApi(ctx, w.disabled, 'GET', `legalAidDisabled/file?id=${appeal.id}`);
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await ok(w.admin, 'GET', `legalAidDisabled/get-by-id?id=${appeal.id}`)).toMatchObject({
      content: appeal.content,
    });
  });

  it('can be cancelled by its author while open, by nobody else', async () => {
    const open = await newProBono({}, null);
    const notAuthor = await callApi(ctx, w.lawyer, 'POST', 'legalAidDisabled/cancel', {
      id: open.id,
      reason: 'no',
    });
    expect(notAuthor.status).toBe(403);
    const cancelled = await ok(w.disabled, 'POST', 'legalAidDisabled/cancel', {
      id: open.id,
      reason: 'Hal boʻldi',
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Hal boʻldi',
      can: { cancel: false },
    });
    expect((await callApi(ctx, w.lawyer, 'POST', 'legalAidDisabled/accept', { id: open.id })).status).toBe(
      409,
    );
  });
});

describe('refused, with a message in four languages, and nothing stored', () => {
  async function refused(
    who: Member,
    fields: Record<string, string>,
    file: { name: string; type: string; content: Buffer } | undefined,
    expected: { status: number; key: string; field?: string; params?: Record<string, unknown> },
    url: 'legalAidDisabled/create' | 'clients/create-request' = 'legalAidDisabled/create',
  ) {
    const before = await stored();
    for (const lang of LANGS) {
      const res = await postForm(ctx, who, url, fields, file, lang);
      expect(res.status, JSON.stringify(res.body)).toBe(expected.status);
      expect(res.body.message).toBe(translate(lang, expected.key, expected.params ?? {}));
      expect(res.body.message).not.toBe(expected.key);
      if (expected.field) expect(res.body.field).toBe(expected.field);
    }
    expect(await stored()).toEqual(before);
  }

  it('a person whose disability the register does not confirm', async () => {
    await refused(w.user, appealFields({ passportSerialNumber: population.persona('user').passport }), pdf, {
      status: 422,
      key: 'errors:business.disabilityNotConfirmed',
    });
    expect(translate('eng', 'errors:business.disabilityNotConfirmed')).toBe(
      'Your status as a person with a disability is not confirmed.',
    );
  });

  it('a passport that is not the author’s', async () => {
    await refused(
      w.disabled,
      appealFields({ passportSerialNumber: population.persona('user').passport }),
      pdf,
      {
        status: 422,
        key: 'errors:business.passportNotFound',
        field: 'passportSerialNumber',
      },
    );
  });

  it('three regions', async () => {
    await refused(w.disabled, appealFields({ regionIds: '8,14,12' }), pdf, {
      status: 400,
      key: 'errors:validation.maxRegions',
      field: 'regionIds',
    });
  });

  it('2501 words (2500 pass)', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'huquq' : 'ҳуқуқ')).join(' ');
    await refused(w.disabled, appealFields({ content: words(2501) }), pdf, {
      status: 400,
      key: 'errors:validation.maxWords',
      field: 'content',
    });
    expect((await newProBono({ content: words(2500) })).wordCount).toBe(2500);
  });

  it('a long text in Cyrillic is stored whole, never cut at a form-field limit', async () => {
    // 2400 words of 9 Cyrillic letters: 45,600 bytes of UTF-8 in one multipart field
    const content = Array.from({ length: 2400 }, () => 'ҳуқуқлари').join(' ');
    const created = await newProBono({ content });
    expect(created).toMatchObject({ wordCount: 2400, content });
  });

  it('no consent', async () => {
    await refused(w.disabled, appealFields({ consent: 'false' }), pdf, {
      status: 400,
      key: 'errors:validation.consentRequired',
      field: 'consent',
    });
    const { consent: _, ...without } = appealFields();
    await refused(w.disabled, without, pdf, {
      status: 400,
      key: 'errors:validation.consentRequired',
      field: 'consent',
    });
  });

  it('a file renamed to .pdf that is not one', async () => {
    const fake = {
      name: 'qaror.pdf',
      type: 'application/pdf',
      content: Buffer.from('MZ\x90\x00 this is a program, not a PDF'),
    };
    await refused(w.disabled, appealFields(), fake, {
      status: 415,
      key: 'appeals:error.fileType',
      field: 'file',
    });
  });

  it('a file of 60 MB', async () => {
    const big = { name: 'katta.pdf', type: 'application/pdf', content: pdfBytes(60 * 1024 * 1024) };
    await refused(w.disabled, appealFields(), big, {
      status: 413,
      key: 'errors:validation.fileTooLarge',
      field: 'file',
      params: { max: 10 },
    });
  });

  it('the disability register down (pro bono), the social protection register down (state-funded)', async () => {
    await setFault('disability-register', 'down');
    await setFault('social-protection', 'down');
    try {
      await refused(w.disabled, appealFields(), pdf, {
        status: 503,
        key: 'errors:external.disabilityRegister',
      });
      const { passportSerialNumber: _, ...fields } = appealFields();
      await refused(
        w.citizen,
        fields,
        pdf,
        { status: 503, key: 'errors:external.socialProtection' },
        'clients/create-request',
      );
      expect(translate('ru', 'errors:external.socialProtection')).toBe(
        'Единый реестр социальной защиты не отвечает. Ничего не сохранено: попробуйте позже.',
      );
    } finally {
      await setFault('disability-register', 'ok');
      await setFault('social-protection', 'ok');
    }
  });
});

describe('a state-funded appeal', () => {
  const { passportSerialNumber: _, ...fields } = appealFields();

  it('is REJECTED at once, with the reason, for a citizen not in the social protection register', async () => {
    const before = await ctx.db.select({ n: count() }).from(notifications);
    const res = await postForm(ctx, w.user, 'clients/create-request', fields);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'STATE_FUNDED',
      status: 'REJECTED',
      rejectReason: 'NOT_IN_SOCIAL_REGISTER',
      can: { cancel: false, accept: false },
      history: [{ toStatus: 'REJECTED', comment: 'NOT_IN_SOCIAL_REGISTER' }],
    });
    expect(await ctx.db.select({ n: count() }).from(notifications)).toEqual(before);
    const inbox = await ok(w.lawyer, 'POST', 'clients/listRequest?isClient=false', {});
    expect(inbox.list.map((a: Json) => a.id)).not.toContain(res.body.id);
    expect((await callApi(ctx, w.lawyer, 'GET', `legalAidDisabled/get-by-id?id=${res.body.id}`)).status).toBe(
      404,
    );
    const own = await ok(w.user, 'POST', 'clients/listRequest?isClient=true', {});
    expect(own.list).toEqual([expect.objectContaining({ id: res.body.id, status: 'REJECTED' })]);
  });

  it('reaches the lawyers of its regions for a citizen who is enrolled', async () => {
    const res = await postForm(ctx, w.citizen, 'clients/create-request', fields);
    expect(res.body).toMatchObject({
      status: 'SEND',
      registerCheck: { socialProgramme: 'LOW_INCOME_FAMILY', socialSince: '2024-03-15' },
    });
    const inbox = await ok(w.lawyer, 'POST', 'clients/listRequest?isClient=false', { status: 'SEND' });
    expect(inbox.list.map((a: Json) => a.id)).toContain(res.body.id);
    expect(inbox.list.every((a: Json) => a.kind === 'STATE_FUNDED')).toBe(true);
    const open = await ok(w.citizen, 'GET', 'legalAidDisabled/ownLegalAidDisabledList?taken=false');
    expect(open.list.map((a: Json) => a.id)).toEqual([res.body.id]);
    await ok(w.director, 'POST', 'legalAidDisabled/accept', { id: res.body.id });
    // /profile/order lists the appeals a lawyer took (docs/domain.md "The citizen's /profile")
    const taken = await ok(w.citizen, 'GET', 'legalAidDisabled/ownLegalAidDisabledList?taken=true');
    expect(taken.list).toEqual([expect.objectContaining({ id: res.body.id, status: 'ACCEPTED' })]);
    expect((await ok(w.citizen, 'GET', 'legalAidDisabled/ownLegalAidDisabledList?taken=false')).list).toEqual(
      [],
    );
    expect(await ok(w.citizen, 'GET', 'clients/clientsInfo')).toMatchObject({
      pinfl: population.persona('social-register-citizen').pinfl,
      appeals: { total: 1, accepted: 1, open: 0 },
    });
  });
});

describe('parallel accepts', () => {
  it('of one appeal by 10 lawyers at once: exactly one wins, the others are told it was taken', async () => {
    const appeal = await newProBono();
    const answers = await Promise.all(
      w.ten.map((m) => callApi(ctx, m, 'POST', 'legalAidDisabled/accept', { id: appeal.id })),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost).toHaveLength(9);
    for (const l of lost)
      expect(l).toMatchObject({
        status: 409,
        body: { message: 'Another lawyer has already taken this appeal.' },
      });
    const winner = w.ten[answers.findIndex((a) => a.status === 200)]!;
    const [row] = await ctx.db.select().from(appeals).where(eq(appeals.id, appeal.id));
    expect(row!.lawyerId).toBe(winner.lawyerId);
    const accepts = await ctx.db.select().from(statusHistory).where(eq(statusHistory.entityId, appeal.id));
    expect(accepts.filter((h) => h.entityType === 'pro-bono-appeal' && h.event === 'ACCEPT')).toHaveLength(1);
  });
});
