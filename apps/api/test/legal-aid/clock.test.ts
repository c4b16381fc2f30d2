/**
 * The time an order or a checklist step reads is the app's clock (apps/api/src/clock.ts), never the
 * machine's: the app is built with a manual clock standing still, and a request may move its
 * own clock with the test header (plugins/request-clock.ts). A report's "no day after today" rule reads
 * the request's clock, moved back or ahead of the machine; a cancellation, the revocation of the order's public check and an agreement stamp
 * exactly the clock's time, and so does opening a notification.
 */
import { formatDate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock';
import { checklists, issuedDocuments, notifications, orders, statusHistory } from '../../src/db/schema';
import { rowsWhere } from '../helpers/database';
import { tashkentDate } from '../helpers/legal-aid-world';
import { useLegalAidWorld } from './steps';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Standing still at the time the file starts (whole seconds: the database keeps what it is given).
const clock = manualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
const { ctx, w, call, steps } = useLegalAidWorld({
  clock,
  env: { TEST_CLOCK_OFFSET_HEADER: 'true' },
});
const inTwoDays = { 'x-test-clock-offset-ms': String(2 * DAY) };

let requestId: number;
let orderId: number;

beforeAll(async () => {
  requestId = await steps.send();
  await steps.signOrder(await steps.accept(requestId));
  orderId = await steps.accept(await steps.send());
  await steps.signOrder(orderId);
}, 90_000);

describe('a checklist reads the request’s clock', () => {
  it('today is refused as a day after today when the request’s clock is two days back, taken with the app’s', async () => {
    const twoDaysBack = tashkentDate(new Date(clock.now().getTime() - 2 * DAY));
    const report = steps.report(requestId);
    const refused = await call(w.dutyLawyer, 'POST', 'checkList/create', report, {
      'accept-language': 'eng',
      'x-test-clock-offset-ms': String(-2 * DAY),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'attendanceDate',
      message: expect.stringContaining(`after today, ${formatDate(twoDaysBack)}`),
    });
    expect(await ctx.db.select().from(checklists).where(eq(checklists.requestId, requestId))).toEqual([]);

    const taken = await call(w.dutyLawyer, 'POST', 'checkList/create', report);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const checklistId = taken.body.id as number;

    // Signed, then sent and agreed on requests two days on: each step carries exactly that time.
    await steps.signChecklist(checklistId);
    const send = await call(w.dutyLawyer, 'POST', 'checkList/sendForAgreed', { id: checklistId }, inTwoDays);
    expect(send.status).toBe(200);
    const agree = await call(w.investigator, 'POST', 'checkList/agreed', { id: checklistId }, inTwoDays);
    expect(agree.status).toBe(200);
    const [row] = await ctx.db.select().from(checklists).where(eq(checklists.id, checklistId));
    expect(row!.status).toBe('AGREED');
    expect(row!.sentForAgreementAt).toEqual(new Date(clock.now().getTime() + 2 * DAY));
    expect(row!.agreedAt).toEqual(new Date(clock.now().getTime() + 2 * DAY));
    // The step's row and its history entry carry one instant (the transaction's), not two clocks' times.
    const [agreed] = await rowsWhere(ctx.db, statusHistory, {
      entityId: checklistId,
      event: 'AGREE',
      toStatus: 'AGREED',
    });
    expect(row!.updatedAt).toEqual(agreed!.createdAt);

    // The lawyer opens the agreement's notification on the app's clock: it is marked read at that time.
    const [told] = await rowsWhere(ctx.db, notifications, {
      recipientPersonId: w.dutyLawyer.personId,
      kind: 'CHECKLIST_AGREED',
    });
    expect(told!.readAt).toBeNull();
    expect((await call(w.dutyLawyer, 'GET', `getInfo/notificationById/${told!.id}`)).status).toBe(200);
    const [read] = await ctx.db.select().from(notifications).where(eq(notifications.id, told!.id));
    expect(read).toMatchObject({ read: true, readAt: clock.now() });
  });
});

describe('a day of work is “today” by the portal’s clock', () => {
  it('at 23:30 UTC, already the next day in Tashkent, that day’s work is taken on a clock ahead of the machine', async () => {
    const id = await steps.send();
    await steps.signOrder(await steps.accept(id));
    // 23:30 UTC tomorrow: 04:30 the day after in Tashkent, later than any Tashkent day the machine is in now.
    const now = clock.now();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 23, 30));
    const day = tashkentDate(at);
    expect(day > tashkentDate(new Date())).toBe(true);
    const report = { ...steps.report(id), attendanceDate: day, participations: [{ date: day, rateId: 2 }] };
    const headers = {
      'accept-language': 'eng',
      'x-test-clock-offset-ms': String(at.getTime() - now.getTime()),
    };

    const taken = await call(w.dutyLawyer, 'POST', 'checkList/create', report, headers);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.attendanceDate).toBe(day);

    // The day after it is still refused, naming that portal day as today.
    const next = tashkentDate(new Date(at.getTime() + DAY));
    const { requestId: _request, ...fields } = report;
    const later = { ...fields, id: taken.body.id, attendanceDate: next };
    const refused = await call(w.dutyLawyer, 'POST', 'checkList/update', later, headers);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'attendanceDate',
      message: expect.stringContaining(`after today, ${formatDate(day)}`),
    });
  });
});

describe('a cancellation stamps the app’s clock', () => {
  it('the order’s cancellation and the revocation of its public check carry the clock’s time', async () => {
    clock.advance(5 * HOUR);
    const at = clock.now();
    const res = await call(w.dutyLawyer, 'POST', 'getInfo/cancelOrder', {
      id: orderId,
      reason: 'Issued by mistake',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('CANCELLED');
    expect(order!.cancelledAt).toEqual(at);
    const [check] = await ctx.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.id, order!.issuedDocumentId!));
    expect(check).toMatchObject({ status: 'REVOKED', revokedAt: at, revokedReason: 'Issued by mistake' });
  });
});
