/**
 * Lawyers' requests to the chamber through HTTP on a real PostgreSQL (decisions.md "Request of a
 * lawyer"): the journey of a certificate replacement by mail (SEND -> SEEN -> ACCEPTED -> PAYMENT, the new
 * certificate recorded with its check page, the old one kept and shown replaced), a status suspension that
 * makes the lawyer inactive in the public directory, and every refusal the spec names with its
 * message and nothing changed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lawyerCertificates,
  lawyerLicenses,
  lawyerRequests,
  lawyers,
  notifications,
  statusHistory,
} from '../../src/db/schema';
import { buildWorld, callApi, type Json, type Member } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';
import { rowCounts } from '../helpers/database';

const { ctx, w } = useWorld(buildWorld);

const get = (who: Member | null, url: string) => callApi(ctx, who, 'GET', url);
const post = (who: Member | null, url: string, body: unknown) => callApi(ctx, who, 'POST', url, body);

/** Certificate replacement "lost" (type 9), by mail. */
const certificateByMail = {
  requestTypeId: 9,
  reason: 'Guvohnoma yoʻqoldi',
  delivery: 'MAIL',
  deliveryAddress: 'Samarqand sh., Registon koʻchasi 5-uy',
  postalIndex: '140100',
};

const counts = () =>
  rowCounts(ctx.db, {
    requests: lawyerRequests,
    history: statusHistory,
    notifications,
    certificates: lawyerCertificates,
  });

function expectError(res: { status: number; body: Json }, status: number, message: string, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toBe(message);
  if (field) expect(res.body.field).toBe(field);
}

/** A request `lawyer` sends through getInfo/changeRequest, answered 200: its id. */
async function sendRequest(lawyer: Member, requestTypeId: number, reason?: string) {
  const sent = await post(lawyer, 'getInfo/changeRequest', { requestTypeId, reason });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.id as number;
}

async function statusOf(id: number) {
  const [row] = await ctx.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, id));
  return row!.status;
}

describe('a certificate replacement by mail', () => {
  it('goes SEND -> SEEN -> ACCEPTED -> PAYMENT and records the new certificate, the old one replaced', async () => {
    const before = await ctx.db
      .select()
      .from(lawyerCertificates)
      .where(eq(lawyerCertificates.lawyerId, w.colleague.lawyerId!));
    expect(before).toHaveLength(1);
    const sent = await post(w.colleague, 'getInfo/requestCertificate', certificateByMail);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.id as number;
    expect(sent.body).toMatchObject({
      status: 'SEND',
      kind: 'CERTIFICATE_REPLACEMENT',
      delivery: 'MAIL',
      priceTiyin: 15_000_000,
    });
    expect(sent.body.can).toMatchObject({ update: false, resend: false, pay: false });

    const open = await post(w.colleague, 'getInfo/checkForCertificateRequest', { pnfl: w.colleague.pinfl });
    expect(open.body).toEqual({ open: true, requestId: id });

    // the regional chamber is told and finds it in its inbox
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, w.regionChamber.personId));
    expect(told.map((n) => n.entityId)).toContain(id);
    const inbox = await get(w.regionChamber, 'getInfo/requestInbox?kind=CERTIFICATE_REPLACEMENT&status=SEND');
    expect(inbox.body.list.map((r: Json) => r.id)).toContain(id);
    expect(inbox.body.list.find((r: Json) => r.id === id).can).toMatchObject({ open: true, accept: false });

    const seen = await post(w.regionChamber, 'getInfo/requestSeen', { id });
    expect(seen.body.status).toBe('SEEN');
    expect(seen.body.can).toMatchObject({ accept: true, cancel: true });
    // opening again changes nothing
    expect((await post(w.regionChamber, 'getInfo/requestSeen', { id })).body.history).toHaveLength(2);

    const accepted = await post(w.regionChamber, 'getInfo/acceptRequest', {
      id,
      comment: 'Toʻlovdan keyin pochta orqali',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('PAYMENT');
    expect(accepted.body.history.map((h: Json) => `${h.event}:${h.toStatus}:${h.actorRole}`)).toEqual([
      'CREATE:SEND:LAWYER',
      'OPEN:SEEN:REGION_CHAMBER',
      'ACCEPT:ACCEPTED:REGION_CHAMBER',
      'REQUIRE_PAYMENT:PAYMENT:SYSTEM',
    ]);
    const mine = await get(w.colleague, `getInfo/getByReqCertId/${id}`);
    expect(mine.body.can.pay).toBe(true);
    const fresh = mine.body.newCertificate;
    expect(fresh).toMatchObject({ current: true });
    expect(fresh.number).toBe(`${before[0]!.number}-2`);

    const certificates = await ctx.db
      .select()
      .from(lawyerCertificates)
      .where(eq(lawyerCertificates.lawyerId, w.colleague.lawyerId!));
    expect(certificates.map((c) => [c.number, c.current])).toEqual(
      expect.arrayContaining([
        [before[0]!.number, false],
        [fresh.number, true],
      ]),
    );
    const [lawyer] = await ctx.db.select().from(lawyers).where(eq(lawyers.id, w.colleague.lawyerId!));
    expect(lawyer!.certificateNumber).toBe(fresh.number);

    // the new certificate's QR check page: valid, naming the one it replaces; the old one: replaced
    const check = await get(null, `getInfo/checkServiceDoc/${fresh.publicId}`);
    expect(check.body).toMatchObject({ kind: 'LAWYER_CERTIFICATE', number: fresh.number, status: 'VALID' });
    expect(check.body.facts).toContainEqual({ key: 'replaces', value: before[0]!.number, format: 'text' });
    const [old] = await ctx.db
      .select()
      .from(lawyerCertificates)
      .where(eq(lawyerCertificates.id, before[0]!.id));
    expect(old!.replacedByRequestId).toBe(id);
    // the request shows the replaced certificate too, its check page revoked
    expect(mine.body.replacedCertificate).toMatchObject({ number: before[0]!.number, current: false });
    const oldCheck = await get(null, `getInfo/checkServiceDoc/${mine.body.replacedCertificate.publicId}`);
    expect(oldCheck.body).toMatchObject({ number: before[0]!.number, status: 'REVOKED' });

    const history = await get(w.colleague, `getInfo/getHistoryByReqCertId/${id}`);
    expect(history.body.list).toHaveLength(4);
  });
});

describe('refusals (nothing changes)', () => {
  it('refuses a second open certificate request with a message naming the open one', async () => {
    const first = await post(w.director, 'getInfo/requestCertificate', { requestTypeId: 10 });
    expect(first.status).toBe(200);
    const before = await counts();
    const second = await post(w.director, 'getInfo/requestCertificate', { requestTypeId: 9 });
    expectError(
      second,
      409,
      `You already have an open certificate replacement request (No. ${first.body.id}): wait until the chamber decides it`,
    );
    // the same through changeRequest, and in Russian
    const ru = await callApi(
      ctx,
      w.director,
      'POST',
      'getInfo/changeRequest',
      { requestTypeId: 11 },
      { 'accept-language': 'ru' },
    );
    expectError(
      ru,
      409,
      `У вас уже есть открытая заявка на замену удостоверения (№ ${first.body.id}): дождитесь решения палаты`,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a request of another region to a regional chamber: hidden from its inbox, 404 when acted on', async () => {
    const strangers = await post(w.stranger, 'getInfo/changeRequest', {
      requestTypeId: 16,
      reason: 'Kasallik',
    });
    expect(strangers.status).toBe(200);
    const id = strangers.body.id as number;
    expect(strangers.body.region.id).toBe(14);
    const inbox = await get(w.regionChamber, 'getInfo/requestInbox?limit=100');
    expect(inbox.body.list.map((r: Json) => r.id)).not.toContain(id);
    const before = await counts();
    for (const url of ['getInfo/requestSeen', 'getInfo/acceptRequest'])
      expectError(
        await post(w.regionChamber, url, { id }),
        404,
        'The item was not found. It may have been deleted.',
      );
    expectError(
      await post(w.regionChamber, 'getInfo/cancelRequest', { id, reason: 'Boshqa hudud' }),
      404,
      'The item was not found. It may have been deleted.',
    );
    expectError(
      await get(w.regionChamber, `getInfo/getByReqCertId/${id}`),
      404,
      'The item was not found. It may have been deleted.',
    );
    expect(await counts()).toEqual(before);
    expect(await statusOf(id)).toBe('SEND');
    // its own region's chamber and the republic chamber do see it
    expect(
      (await get(w.otherRegionChamber, 'getInfo/requestInbox')).body.list.map((r: Json) => r.id),
    ).toContain(id);
    expect(
      (await get(w.republicChamber, 'getInfo/requestInbox?regionId=14')).body.list.map((r: Json) => r.id),
    ).toContain(id);
    // and another lawyer does not
    expectError(
      await get(w.colleague, `getInfo/getByReqCertId/${id}`),
      404,
      'The item was not found. It may have been deleted.',
    );
  });

  it('refuses a cancel without a reason; with one the lawyer sees it and may send the request again', async () => {
    const id = await sendRequest(w.dutyLawyer, 6, 'Yordam kerak');
    await post(w.regionChamber, 'getInfo/requestSeen', { id });
    const before = await counts();
    for (const reason of [undefined, '', '   ']) {
      const res = await post(
        w.regionChamber,
        'getInfo/cancelRequest',
        reason === undefined ? { id } : { id, reason },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields ?? res.body.field ?? res.body.message).toBeTruthy();
      expect(JSON.stringify(res.body)).toContain('This field can not be empty');
    }
    expect(await counts()).toEqual(before);
    expect(await statusOf(id)).toBe('SEEN');

    const cancelled = await post(w.regionChamber, 'getInfo/cancelRequest', {
      id,
      reason: 'Hujjatlar toʻliq emas',
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelReason: 'Hujjatlar toʻliq emas' });
    const seenByLawyer = await get(w.dutyLawyer, `getInfo/getByReqCertId/${id}`);
    expect(seenByLawyer.body).toMatchObject({ cancelReason: 'Hujjatlar toʻliq emas', can: { resend: true } });
    const again = await post(w.dutyLawyer, 'getInfo/reSendReqCert', { id, reason: 'Hujjatlar qoʻshildi' });
    expect(again.body).toMatchObject({ status: 'SEND', cancelReason: null, reason: 'Hujjatlar qoʻshildi' });
    expect(again.body.history.at(-2)).toMatchObject({ event: 'CANCEL', comment: 'Hujjatlar toʻliq emas' });
  });

  it('refuses to accept a request the chamber has not opened, and a second accept', async () => {
    const id = await sendRequest(w.dutyLawyer, 5);
    expectError(
      await post(w.regionChamber, 'getInfo/acceptRequest', { id }),
      409,
      'Request is “Sent”: not possible now',
    );
    await post(w.regionChamber, 'getInfo/requestSeen', { id });
    expect((await post(w.regionChamber, 'getInfo/acceptRequest', { id })).body.status).toBe('ACCEPTED');
    const before = await counts();
    expectError(
      await post(w.regionChamber, 'getInfo/acceptRequest', { id }),
      409,
      'Request is “Accepted”: not possible now',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses mail delivery without an address or a 6-digit postal index, and calls by the wrong role', async () => {
    const before = await counts();
    const noAddress = await post(w.dutyLawyer, 'getInfo/changeRequest', {
      requestTypeId: 12,
      delivery: 'MAIL',
      postalIndex: '14010',
    });
    expect(noAddress.status).toBe(400);
    expect(JSON.stringify(noAddress.body)).toContain('The postal index must be 6 digits');
    expect((await post(w.regionChamber, 'getInfo/changeRequest', { requestTypeId: 5 })).status).toBe(403);
    expect((await get(w.dutyLawyer, 'getInfo/requestInbox')).status).toBe(403);
    expect((await post(w.user, 'getInfo/requestCertificate', { requestTypeId: 9 })).status).toBe(403);
    expectError(
      await post(w.dutyLawyer, 'getInfo/requestCertificate', { requestTypeId: 12 }),
      400,
      'Choose a reason for replacing the certificate',
      'requestTypeId',
    );
    expect(await counts()).toEqual(before);
  });
});

describe('the request lists', () => {
  it('give the same total on a page with rows and on a page past the end', async () => {
    // the colleague's certificate request: sent now, or still open from a test before
    const sent = await post(w.colleague, 'getInfo/changeRequest', { requestTypeId: 9, reason: 'Yoʻqoldi' });
    expect([200, 409]).toContain(sent.status);
    const pages = async (who: Member, call: string) => {
      const [first, past] = [
        await get(who, `${call}?page=0&limit=1`),
        await get(who, `${call}?page=99&limit=1`),
      ];
      expect([first.status, past.status]).toEqual([200, 200]);
      return {
        shown: [first.body.list.length, past.body.list.length],
        totals: [first.body.total, past.body.total],
      };
    };
    const own = await pages(w.colleague, 'getInfo/forChangeRequest');
    expect(own.shown).toEqual([1, 0]);
    expect(own.totals[0]).toBeGreaterThanOrEqual(1);
    expect(own.totals[1]).toBe(own.totals[0]);
    const inbox = await pages(w.republicChamber, 'getInfo/requestInbox');
    expect(inbox.shown).toEqual([1, 0]);
    expect(inbox.totals[0]).toBeGreaterThanOrEqual(1);
    expect(inbox.totals[1]).toBe(inbox.totals[0]);
  });
});

describe('a license replacement', () => {
  it('records the new license, numbered after the lawyer’s licenses, and keeps the old one not current', async () => {
    const licensesOf = () =>
      ctx.db
        .select()
        .from(lawyerLicenses)
        .where(eq(lawyerLicenses.lawyerId, w.director.lawyerId!))
        .orderBy(lawyerLicenses.id);
    const [old] = await licensesOf();
    const id = await sendRequest(w.director, 12, 'Litsenziya yoʻqoldi');
    await post(w.regionChamber, 'getInfo/requestSeen', { id });
    const accepted = await post(w.regionChamber, 'getInfo/acceptRequest', { id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const [kept, fresh] = await licensesOf();
    expect(kept).toMatchObject({ id: old!.id, number: old!.number, current: false });
    expect(fresh).toMatchObject({
      number: `${old!.number}-2`,
      serial: old!.serial,
      licenseTypeId: old!.licenseTypeId,
      current: true,
    });
    const [row] = await ctx.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, id));
    expect(row!.newLicenseId).toBe(fresh!.id);
  });
});

describe('a status suspension', () => {
  it('makes the license temporarily inactive and shows the lawyer inactive in the public directory', async () => {
    const id = await sendRequest(w.stranger, 18, 'Oʻz xohishim');
    await post(w.otherRegionChamber, 'getInfo/requestSeen', { id });
    const accepted = await post(w.otherRegionChamber, 'getInfo/acceptRequest', { id });
    expect(accepted.body.status).toBe('ACCEPTED');
    const directory = await get(null, 'getInfo/lawyerList?status=INACTIVE_TEMPORARY&limit=100');
    expect(directory.body.list.map((l: Json) => l.id)).toContain(w.stranger.lawyerId);
    const notified = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientPersonId, w.stranger.personId));
    expect(notified.map((n) => n.kind)).toContain('LAWYER_REQUEST_ACCEPTED');
  });
});

describe('expiring certificates', () => {
  it('shows a certificate ending within 90 days to its region’s chamber and the republic chamber only', async () => {
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const soon = new Date(Date.parse(`${today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    await ctx.db
      .update(lawyerCertificates)
      .set({ endDate: soon })
      .where(eq(lawyerCertificates.lawyerId, w.dutyLawyer.lawyerId!));
    const ids = (r: { body: Json }) => r.body.list.map((c: Json) => c.lawyer.id);
    const region = await get(w.regionChamber, 'getInfo/expiringCertificates');
    expect(region.body.list.find((c: Json) => c.lawyer.id === w.dutyLawyer.lawyerId)).toMatchObject({
      endDate: soon,
      expiry: 'DANGER',
    });
    expect(ids(await get(w.republicChamber, 'getInfo/expiringCertificates?regionId=8'))).toContain(
      w.dutyLawyer.lawyerId,
    );
    expect(ids(await get(w.otherRegionChamber, 'getInfo/expiringCertificates'))).not.toContain(
      w.dutyLawyer.lawyerId,
    );
    expect((await get(w.dutyLawyer, 'getInfo/expiringCertificates')).status).toBe(403);
  });
});

describe('types and templates', () => {
  it('answers the tree level by level and the templates with their fees', async () => {
    const roots = await get(w.colleague, 'getInfo/requestTypeByParentId');
    expect(roots.body.list.map((t: Json) => t.code)).toEqual([
      'LEGAL_AID',
      'CERTIFICATE_REPLACEMENT',
      'LICENSE_REPLACEMENT',
      'STATUS_SUSPENSION',
      'FREE_HELP',
    ]);
    expect(roots.body.list[0].hasChildren).toBe(true);
    const reasons = await get(w.colleague, 'getInfo/requestTypeByParentId?parentId=2');
    expect(reasons.body.list.map((t: Json) => t.id)).toEqual([9, 10, 11]);
    const templates = await get(w.colleague, 'getInfo/requestTemplateList');
    expect(templates.body.list.find((t: Json) => t.kind === 'LICENSE_REPLACEMENT')).toMatchObject({
      priceTiyin: 30_000_000,
      pageCount: 2,
    });
  });

  it('lets the ministry add a legal-aid template and refuses one of another kind there', async () => {
    const body = {
      requestTypeId: 7,
      nameLt: 'Fuqarolik ishi',
      nameRu: 'Гражданское дело',
      nameEng: 'Civil case',
      priceTiyin: 0,
      pageCount: 1,
    };
    const made = await post(w.admin, 'getInfo/legal-aid-request-template-create', body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await get(w.colleague, `getInfo/getByRequestTemplateId/${made.body.id}`)).body.kind).toBe(
      'LEGAL_AID',
    );
    expectError(
      await post(w.admin, 'getInfo/legal-aid-request-template-create', { ...body, requestTypeId: 9 }),
      400,
      'Choose a kind of legal aid request',
      'requestTypeId',
    );
    expect((await post(w.colleague, 'getInfo/requestTemplateCreate', body)).status).toBe(403);
  });
});
