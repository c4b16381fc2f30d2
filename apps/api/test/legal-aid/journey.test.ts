/**
 * The whole of state-funded legal aid through HTTP, as the three users go through it: the investigator
 * asks for a lawyer, the drawn lawyer accepts, completes and signs the order (a real signature from the
 * persona's key card, through gov-sim's signing client and verification server), fills, signs and sends
 * the checklist; the investigator returns it once, then agrees; the request reaches COMPLETED and, when
 * the payment job runs, PAYMENT. The order's PDF carries the QR code of its public check page.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { notifications, statusHistory } from '../../src/db/schema';
import { rowsWhere } from '../helpers/database';
import { handleChecklistFinish } from '../../src/modules/checklists';
import {
  buildWorld,
  KARAKALPAK,
  type Member,
  requestBody,
  SAMARQAND,
  signAs,
  tashkentDate,
} from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { sim, ctx, w, call, ok } = useWorld(buildWorld);

const unread = async (who: Member) =>
  (await ok(who, 'GET', 'getInfo/notificationUnreadCount')).unread as number;
const kinds = async (who: Member) =>
  ((await ok(who, 'GET', 'getInfo/notificationList')).list as { kind: string }[]).map((n) => n.kind);

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

describe('a request for a state-funded lawyer, from the investigator to the payment', () => {
  it('goes SEND -> ACCEPTED -> COMPLETED -> PAYMENT with the order signed and the checklist agreed', async () => {
    // The investigator sees whom a Karakalpak request in Samarqand tomorrow would be drawn among.
    const tomorrow = tashkentDate(new Date(Date.now() + 86_400_000));
    const pool = await ok(
      w.investigator,
      'GET',
      `getInfo/listLawyerForSend?regionId=${SAMARQAND}&languageId=${KARAKALPAK}&date=${tomorrow}`,
    );
    expect(pool.list).toMatchObject([{ lawyerId: w.dutyLawyer.lawyerId, chancePercent: 100 }]);

    // 1. The investigator asks; the draw picks the duty lawyer, who is told at once.
    const lawyerUnread = await unread(w.dutyLawyer);
    const created = await ok(w.investigator, 'POST', 'getInfo/org-request_create-send', requestBody(w));
    expect(created).toMatchObject({
      status: 'SEND',
      caseNumber: w.caseNumber,
      lawyer: { personId: w.dutyLawyer.personId },
      region: { id: SAMARQAND },
      language: { id: KARAKALPAK, name: 'Karakalpak' },
      checklistStatus: 'NOT_CREATED',
      can: { cancel: true, accept: false, close: false, viewDraws: true },
    });
    const id = created.id as number;
    expect(await unread(w.dutyLawyer)).toBe(lawyerUnread + 1);
    const [assigned] = (await ok(w.dutyLawyer, 'GET', 'getInfo/notificationList')).list;
    expect(assigned).toMatchObject({
      kind: 'REQUEST_ASSIGNED',
      entityType: 'investigator-request',
      entityId: id,
    });
    expect(assigned.text).toContain(w.caseNumber);
    const opened = await ok(w.dutyLawyer, 'GET', `getInfo/notificationById/${assigned.id}`);
    expect(opened.read).toBe(true);
    expect(await unread(w.dutyLawyer)).toBe(lawyerUnread);

    // The recorded draw re-checks from its record.
    const dto = await ok(w.investigator, 'GET', `getInfo/orgRequestDtoById/${id}`);
    expect(dto.draws).toHaveLength(1);
    expect(dto.draws[0]).toMatchObject({
      round: 1,
      outcome: 'PENDING',
      pickedLawyer: { id: w.dutyLawyer.lawyerId },
      recheck: { valid: true, expectedLawyerId: w.dutyLawyer.lawyerId, problems: [] },
    });
    expect(dto.draws[0].seed).toMatch(/^[0-9a-f]{32}$/);
    expect(dto.history).toMatchObject([{ fromStatus: null, toStatus: 'SEND', actorRole: 'INVESTIGATOR' }]);

    // 2. The drawn lawyer sees it in their list and accepts: the order draft appears.
    const mine = await ok(w.dutyLawyer, 'GET', 'getInfo/legal-aid-list-by-user-type');
    expect(mine.list.map((r: { id: number }) => r.id)).toContain(id);
    const card = await ok(w.dutyLawyer, 'GET', `getInfo/organizationRequestById/${id}`);
    expect(card.can).toMatchObject({ accept: true, cancel: false, viewDraws: false });
    const accepted = await ok(w.dutyLawyer, 'POST', 'getInfo/acceptOrgRequestNew', { id });
    expect(accepted.request).toMatchObject({
      status: 'ACCEPTED',
      can: { close: true, createChecklist: true },
    });
    const orderId = accepted.orderId as number;
    expect(await kinds(w.investigator)).toContain('REQUEST_ACCEPTED');

    const draft = await ok(w.dutyLawyer, 'GET', `getInfo/dtoByOrderId/${orderId}`);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      type: 'ELECTRONIC',
      orderBase: { code: 'STATE_FUNDED' },
      caseNumber: w.caseNumber,
      personPinfl: w.accusedPinfl,
      groundsDocNumber: String(id),
      investigatorRequestId: id,
      can: { sign: true, update: true, delete: true, cancel: false },
      checkId: null,
    });
    expect(draft.lockedFields).toEqual(
      expect.arrayContaining(['caseNumber', 'orderBaseId', 'groundsDocNumber', 'personPinfl']),
    );
    const ownOrders = await ok(w.dutyLawyer, 'GET', 'getInfo/ownOrder?status=DRAFT');
    expect(ownOrders.list.map((o: { id: number }) => o.id)).toContain(orderId);

    // 3. The lawyer completes the draft and signs it with the key card.
    const updated = await ok(w.dutyLawyer, 'POST', 'getInfo/updateDraft', {
      id: orderId,
      language: 'ru',
      approvedDate: tomorrow,
      caseNumber: '999999999', // fixed by the request: ignored
    });
    expect(updated).toMatchObject({ language: 'ru', caseNumber: w.caseNumber });
    const pkcs7 = await signAs(sim, w.dutyLawyer, updated.signingContent);
    const signed = await ok(w.dutyLawyer, 'POST', 'getInfo/signatureDraft', { id: orderId, pkcs7 });
    const year = Number(tashkentDate(new Date()).slice(0, 4));
    expect(signed).toMatchObject({
      status: 'CREATED',
      isDraft: false,
      number: `${year}/000001`,
      lateSent: false,
      signature: { signerPinfl: w.dutyLawyer.pinfl },
      can: { sign: false, update: false, cancel: true },
      signingContent: null,
    });
    expect(signed.history.map((h: { event: string }) => h.event)).toEqual(['CREATE', 'SIGN']);

    // 4. The order's check page and its PDF with the QR code's address.
    const check = await call(null, 'GET', `getInfo/checkServiceDoc/${signed.checkId}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ kind: 'ORDER', number: signed.number, status: 'VALID' });
    const pdf = await call(w.dutyLawyer, 'GET', `getInfo/orderPdf/${orderId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.raw.rawPayload);
    expect(text).toContain(`${ctx.config.publicUrl}/check-service-doc/${signed.checkId}`);
    expect(text).toContain(signed.number);
    // The investigator of the request sees the signed order too.
    expect((await call(w.investigator, 'GET', `getInfo/dtoByOrderId/${orderId}`)).status).toBe(200);

    // 5. The checklist of completed work: filled from the order, signed, sent.
    expect(await ok(w.dutyLawyer, 'GET', `checkList/getByOrgRequestId/${id}`)).toMatchObject({
      status: 'NOT_CREATED',
      checklist: null,
      can: { create: true },
    });
    const prefill = await ok(w.dutyLawyer, 'GET', `getInfo/dtoByOrderIdForCheck/${orderId}`);
    expect(prefill).toMatchObject({ requestId: id, language: { id: KARAKALPAK }, attendanceDate: tomorrow });
    const rates = await ok(w.dutyLawyer, 'GET', 'checkList/legalAidAddressList');
    const investigation = rates.list.find((r: { code: string }) => r.code === 'PRELIMINARY_INVESTIGATION');
    const today = tashkentDate(new Date());
    const report = {
      requestId: id,
      licenseTypeId: prefill.licenseType.id,
      legalAidId: prefill.legalAid.id,
      languageId: prefill.language.id,
      // Work already done (today, the order's date): a later day would be refused.
      attendanceDate: today,
      participations: [{ date: today, rateId: investigation.id }],
      travelExpensesTiyin: 4_500_000,
    };
    const checklist = await ok(w.dutyLawyer, 'POST', 'checkList/create', report);
    expect(checklist).toMatchObject({
      status: 'CREATED',
      feeTiyin: investigation.amountTiyin + 4_500_000,
      feeLines: [{ rateId: investigation.id, days: 1, subtotalTiyin: investigation.amountTiyin }],
      can: { sign: true, sendForAgreement: false, agree: false },
    });
    const cid = checklist.id as number;
    const signChecklist = async () => {
      const now = await ok(w.dutyLawyer, 'GET', `checkList/get-by-id/${cid}`);
      const sig = await signAs(sim, w.dutyLawyer, now.signingContent);
      return ok(w.dutyLawyer, 'POST', 'checkList/signing', { id: cid, pkcs7: sig });
    };
    expect(await signChecklist()).toMatchObject({
      status: 'SIGNED',
      signature: { signerPinfl: w.dutyLawyer.pinfl },
    });
    expect(await ok(w.dutyLawyer, 'POST', 'checkList/sendForAgreed', { id: cid })).toMatchObject({
      status: 'FOR_AGREED',
    });
    expect(await kinds(w.investigator)).toContain('CHECKLIST_FOR_AGREEMENT');

    // 6. The investigator returns it once; the lawyer corrects, signs and sends it again.
    const toAgree = await ok(w.investigator, 'GET', 'checkList/list?status=FOR_AGREED');
    expect(toAgree.list).toMatchObject([{ id: cid, can: { agree: true, return: true } }]);
    expect((await ok(w.investigator, 'GET', 'checkList/info')).awaitingMe).toBe(1);
    await ok(w.investigator, 'POST', 'checkList/return', { id: cid, reason: 'Attach the bus ticket' });
    expect(await kinds(w.dutyLawyer)).toContain('CHECKLIST_RETURNED');
    const corrected = await ok(w.dutyLawyer, 'POST', 'checkList/update', {
      id: cid,
      ...report,
      requestId: undefined,
      travelExpensesTiyin: 0,
    });
    expect(corrected).toMatchObject({
      status: 'CREATED',
      feeTiyin: investigation.amountTiyin,
      signature: null,
    });
    await signChecklist();
    await ok(w.dutyLawyer, 'POST', 'checkList/sendForAgreed', { id: cid });

    // 7. The investigator agrees: the request is COMPLETED in the same step.
    expect(await ok(w.investigator, 'POST', 'checkList/agreed', { id: cid })).toMatchObject({
      status: 'AGREED',
    });
    expect(await ok(w.investigator, 'GET', `getInfo/organizationRequestById/${id}`)).toMatchObject({
      status: 'COMPLETED',
      checklistStatus: 'AGREED',
    });

    // 8. The payment job that the agreement enqueued hands the fee over: FINISHED and PAYMENT.
    const jobs = await ctx.db.execute<{ data: { checklistId: number } }>(
      sql`select data from pgboss.job where name = 'checklist-finish' and (data->>'checklistId')::int = ${cid}`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect(await handleChecklistFinish(ctx.db, jobs.rows[0]!.data, new Date())).toBe(true);
    const paid = await ok(w.investigator, 'GET', `getInfo/orgRequestDtoById/${id}`);
    expect(paid).toMatchObject({ status: 'PAYMENT', checklistStatus: 'FINISHED' });
    expect(paid.history.map((h: { event: string }) => h.event)).toEqual([
      'CREATE',
      'ACCEPT',
      'COMPLETE',
      'REGISTER_PAYMENT',
    ]);
    const finished = (await ok(w.dutyLawyer, 'GET', 'getInfo/notificationList')).list.find(
      (n: { kind: string }) => n.kind === 'CHECKLIST_FINISHED',
    );
    expect(finished.text).toMatch(/150\s000 sum/);
    // The order is still valid and kept; its number cannot be reused.
    expect((await ok(w.dutyLawyer, 'GET', 'getInfo/orderCount')).created).toBe(1);
  });
});

describe('notifications are written in the transaction of the step that causes them', () => {
  /** The id of the PostgreSQL transaction that inserted a row (xmin). */
  const xminOf = async (db: Database, table: 'notifications' | 'status_history', id: number) =>
    (
      await db.execute<{ x: string }>(
        sql`select xmin::text as x from ${sql.identifier(table)} where id = ${id}`,
      )
    ).rows[0]!.x;

  it('shares the transaction id with the status-history row of the step; a refused step writes none', async () => {
    const created = await ok(w.investigator, 'POST', 'getInfo/org-request_create-send', requestBody(w));
    const [history] = await rowsWhere(ctx.db, statusHistory, {
      entityType: 'investigator-request',
      entityId: created.id,
    });
    const written = await rowsWhere(ctx.db, notifications, {
      entityType: 'investigator-request',
      entityId: created.id,
    });
    expect(written.map((n) => n.kind).sort()).toEqual(['REQUEST_ASSIGNED', 'REQUEST_SENT']);
    for (const n of written)
      expect(await xminOf(ctx.db, 'notifications', n.id)).toBe(
        await xminOf(ctx.db, 'status_history', history!.id),
      );

    await ok(w.investigator, 'POST', 'getInfo/cancelOrgRequestNew', { id: created.id, reason: 'Not needed' });
    const before = await ctx.db.select().from(notifications);
    const refused = await call(w.investigator, 'POST', 'getInfo/cancelOrgRequestNew', {
      id: created.id,
      reason: 'Again',
    });
    expect(refused.status).toBe(409);
    expect(await ctx.db.select().from(notifications)).toHaveLength(before.length);
  });
});
