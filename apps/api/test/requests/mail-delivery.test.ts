/**
 * Mail delivery of a request's result through HTTP, with its own gov-sim (the post's faults are set on
 * it): an accepted request by mail gets its parcel registered (a follow job is queued in the accepting
 * transaction), the lawyer sees REGISTERED, DELIVERED, or FAILED with the post's reason, and is told once;
 * "check now" is refused with a clear message for self-pickup and for a parcel that arrived, answers the
 * post's outage in the four languages, and changes nothing then; another region's chamber and another
 * lawyer get 404.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { httpCall, httpJson } from '@portal/test-support';
import { describe, expect, it } from 'vitest';
import { lawyerRequests, notifications } from '../../src/db/schema';
import { buildWorld, callApi, type Json, type Member } from '../helpers/legal-aid-world';
import { byLanguage, inFour } from '../helpers/languages';
import { CERTIFICATE_FEE, paymeAccount, paymeClient } from '../helpers/payme';
import { useWorld } from '../helpers/world';

const { sim, ctx, w } = useWorld(buildWorld, { sim: { env: { GOV_SIM_POST_TRANSIT_SECONDS: '3600' } } });

const get = (who: Member | null, url: string, lang = 'eng') =>
  callApi(ctx, who, 'GET', url, undefined, { 'accept-language': lang });
const post = (who: Member | null, url: string, body: unknown, lang = 'eng') =>
  callApi(ctx, who, 'POST', url, body, { 'accept-language': lang });

const byMail = (postalIndex: string) => ({
  delivery: 'MAIL',
  deliveryAddress: 'Samarqand sh., Registon koʻchasi 5-uy',
  postalIndex,
});

/** A request of `who` of type `requestTypeId` (free of charge), sent, opened and accepted by the chamber. */
async function accepted(who: Member, requestTypeId: number, delivery: object): Promise<number> {
  const sent = await post(who, 'getInfo/changeRequest', {
    requestTypeId,
    reason: 'Pochta',
    send: true,
    ...delivery,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const id = sent.body.id as number;
  await post(w.regionChamber, 'getInfo/requestSeen', { id });
  const done = await post(w.regionChamber, 'getInfo/acceptRequest', { id });
  expect(done.body.status).toBe('ACCEPTED');
  return id;
}

async function setOutcome(trackingNumber: string, outcome: object) {
  const res = await httpCall(`${sim.url}/post/parcels/${trackingNumber}/outcome`, {
    method: 'PUT',
    body: JSON.stringify(outcome),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

async function snapshot(id: number) {
  const [row] = await ctx.db.select().from(lawyerRequests).where(eq(lawyerRequests.id, id));
  const [n] = await ctx.db.select({ n: count() }).from(notifications);
  return { row, notifications: n!.n };
}

async function mailNotices(id: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.entityId, id), sql`${notifications.kind} like 'MAIL_%'`));
}

describe('mail delivery', () => {
  it('registers the parcel of an accepted request by mail, then shows DELIVERED and tells the lawyer once', async () => {
    const id = await accepted(w.dutyLawyer, 5, byMail('140100'));
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail-delivery-follow' and data->>'requestId' = ${String(id)}`,
    );
    expect(rows[0]!.n).toBe(1);

    const due = await get(w.dutyLawyer, `getInfo/requestDelivery/${id}`);
    expect(due.body).toMatchObject({
      delivery: 'MAIL',
      status: null,
      trackingNumber: null,
      can: { refresh: true },
    });
    const registered = await post(w.dutyLawyer, 'getInfo/requestDeliveryRefresh', { id });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body).toMatchObject({ status: 'REGISTERED', postalIndex: '140100' });
    const tracking = registered.body.trackingNumber as string;
    expect(tracking).toMatch(/^RR\d{9}UZ$/);

    await setOutcome(tracking, { status: 'DELIVERED' });
    // the chamber of the region may ask too; the lawyer sees the same
    const delivered = await post(w.regionChamber, 'getInfo/requestDeliveryRefresh', { id });
    expect(delivered.body).toMatchObject({
      status: 'DELIVERED',
      failureReason: null,
      can: { refresh: false },
    });
    expect((await get(w.dutyLawyer, `getInfo/requestDelivery/${id}`)).body.status).toBe('DELIVERED');
    const told = await mailNotices(id);
    expect(told.map((n) => [n.kind, n.recipientPersonId])).toEqual([
      ['MAIL_DELIVERED', w.dutyLawyer.personId],
    ]);
    const list = await get(w.dutyLawyer, 'getInfo/notificationList?page=0&limit=100');
    expect(JSON.stringify(list.body)).toContain(`The result of request No. ${id} was delivered by mail`);

    // asked again after it arrived: refused, nothing changes, no second notification
    const before = await snapshot(id);
    const again = await post(w.dutyLawyer, 'getInfo/requestDeliveryRefresh', { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The parcel is not due or already arrived: nothing to ask the post');
    expect(await snapshot(id)).toEqual(before);
  });

  it('recalls the registered parcel of a paid request when its payment is returned, and tells the lawyer', async () => {
    const payme = paymeClient(ctx);
    const sent = await post(w.dutyLawyer, 'getInfo/requestCertificate', {
      requestTypeId: 9,
      ...byMail('140100'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.id as number;
    await post(w.regionChamber, 'getInfo/requestSeen', { id });
    expect((await post(w.regionChamber, 'getInfo/acceptRequest', { id })).body.status).toBe('PAYMENT');
    const create = {
      id: `recall-${id}`,
      time: Date.now(),
      amount: CERTIFICATE_FEE,
      account: paymeAccount(id),
    };
    expect((await payme.rpc('CreateTransaction', create)).result).toMatchObject({ state: 1 });
    expect((await payme.rpc('PerformTransaction', { id: create.id })).result).toMatchObject({ state: 2 });
    const registered = await post(w.dutyLawyer, 'getInfo/requestDeliveryRefresh', { id });
    expect(registered.body).toMatchObject({ status: 'REGISTERED' });
    const tracking = registered.body.trackingNumber as string;

    // The provider returns the payment: the request owes the fee again and a follow job recalls the parcel.
    expect((await payme.rpc('CancelTransaction', { id: create.id, reason: 5 })).result).toMatchObject({
      state: -2,
    });
    expect(await payme.statusOf(id)).toBe('PAYMENT');
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail-delivery-follow' and data->>'requestId' = ${String(id)}`,
    );
    expect(rows[0]!.n).toBe(2);
    // What the job does, run now through "check with the post".
    const recalled = await post(w.dutyLawyer, 'getInfo/requestDeliveryRefresh', { id });
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
    expect(recalled.body).toMatchObject({
      status: 'RECALLED',
      trackingNumber: tracking,
      can: { refresh: false },
    });
    const atPost = await httpJson<Json>(`${sim.url}/post/parcels/${tracking}`);
    expect(atPost.status).toBe('RECALLED');
    expect((await mailNotices(id)).map((n) => n.kind)).toEqual(['MAIL_RECALLED']);
    const list = await get(w.dutyLawyer, 'getInfo/notificationList?page=0&limit=100');
    expect(JSON.stringify(list.body)).toContain(
      `The parcel of request No. ${id} was recalled from the post: its payment was returned`,
    );
  });

  it('shows a failed delivery with the post’s reason, in the lawyer’s language', async () => {
    const id = await accepted(w.colleague, 5, byMail('140100'));
    const tracking = (await post(w.colleague, 'getInfo/requestDeliveryRefresh', { id })).body.trackingNumber;
    await setOutcome(tracking, { status: 'FAILED', failureReason: 'NOT_AT_HOME' });
    const failed = await post(w.colleague, 'getInfo/requestDeliveryRefresh', { id }, 'ru');
    expect(failed.body).toMatchObject({ status: 'FAILED', failureReason: 'NOT_AT_HOME' });
    const told = await mailNotices(id);
    expect(told.map((n) => n.kind)).toEqual(['MAIL_FAILED']);
    const list = await get(w.colleague, 'getInfo/notificationList?page=0&limit=100', 'ru');
    expect(JSON.stringify(list.body)).toContain(
      `Результат заявки № ${id} не доставлен: причина указана в заявке`,
    );
  });

  it('refuses "check now" for self-pickup, hides the delivery from another lawyer and region, nothing changes', async () => {
    const id = await accepted(w.director, 5, { delivery: 'SELF_PICKUP' });
    const before = await snapshot(id);
    const pickup = await post(w.director, 'getInfo/requestDeliveryRefresh', { id }, 'lt');
    expect(pickup.status).toBe(409);
    expect(pickup.body.message).toBe('Bu murojaat pochta orqali yetkazilmaydi');
    expect((await get(w.director, `getInfo/requestDelivery/${id}`)).body).toMatchObject({
      delivery: 'SELF_PICKUP',
      status: null,
      can: { refresh: false },
    });
    for (const who of [w.stranger, w.otherRegionChamber]) {
      expect((await get(who, `getInfo/requestDelivery/${id}`)).status).toBe(404);
      expect((await post(who, 'getInfo/requestDeliveryRefresh', { id })).status).toBe(404);
    }
    const bad = await get(w.director, 'getInfo/requestDelivery/abc');
    expect(bad.status).toBe(400);
    const empty = await post(w.director, 'getInfo/requestDeliveryRefresh', {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('This field can not be empty');
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers the post’s outage clearly and writes nothing; the parcel is registered once it answers', async () => {
    const id = await accepted(w.dutyLawyer, 7, byMail('140100'));
    const before = await snapshot(id);
    const fault = (mode: string) =>
      httpCall(`${sim.url}/faults/post`, {
        method: 'PUT',
        body: JSON.stringify({ mode }),
        headers: { 'content-type': 'application/json' },
      });
    await fault('down');
    try {
      const postDown = inFour(
        'Pochta javob bermayapti. Keyinroq urinib koʻring.',
        'Почта не отвечает. Попробуйте позже.',
        'The post is not answering. Try again later.',
      );
      for (const [lang, text] of byLanguage(postDown)) {
        const down = await post(w.dutyLawyer, 'getInfo/requestDeliveryRefresh', { id }, lang);
        expect(down.status).toBe(503);
        expect((down.body as Json).message).toBe(text);
      }
      expect(await snapshot(id)).toEqual(before);
    } finally {
      await fault('ok');
    }
    expect((await post(w.dutyLawyer, 'getInfo/requestDeliveryRefresh', { id })).body.status).toBe(
      'REGISTERED',
    );
  });
});
