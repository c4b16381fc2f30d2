/**
 * The refund of a rejected expertise request: its invoice paid through the simulated provider's checkout
 * (gov-sim /payme), the director rejects it; the rejection enqueues the refund job in its transaction, a
 * job worker of one of two API processes asks the provider (`receipts.cancel`), the provider cancels the
 * transaction at the merchant (CancelTransaction, reason 5: a refund) and the lawyer reads REFUNDED. The
 * job enqueued twice more (a retry, a second process) asks the provider no second time.
 */
import { sql } from 'drizzle-orm';
import { PAYME_CANCEL_REASON, PAYME_RECEIPT_STATE, paymeCheckoutLink } from '@portal/integrations';
import { waitFor, type RunningProcess } from '@portal/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { expertiseRequests, expertStaff } from '../db/schema';
import { signInPerson } from '../modules/auth/sessions';
import { expertiseNotices, expertiseRow } from '../../test/helpers/expertise-rows';
import { addCreatedOrder, addLawyer, addStructure, someone } from '../../test/helpers/legal-aid-fixtures';
import { member, type Json } from '../../test/helpers/legal-aid-world';
import { useTwoProcessWorld } from '../../test/helpers/processes';
import { enqueue } from './queue';

const world = useTwoProcessWorld();
const AMOUNT = 35_000_000;
let apis: RunningProcess[];
let lawyer: { lawyerId: number; personId: number; headers: Record<string, string> };
let director: Record<string, string>;
let expert: Record<string, string>;
let orderId: number;

const bearer = async (personId: number) => {
  const answer = await signInPerson(world.db, { personId, method: 'SSO', ttlMs: 3_600_000, now: new Date() });
  return { authorization: `Bearer ${answer.token}`, 'accept-language': 'eng' };
};

beforeAll(async () => {
  const structure = await addStructure(world.db, 8, '"Qaytarish" advokatlik byurosi');
  const added = await addLawyer(world.db, someone(97), { regionId: 8, contragentId: structure.id });
  lawyer = { ...added, headers: await bearer(added.personId) };
  orderId = await addCreatedOrder(world.db, added, structure.id);
  const staff = async (n: number, position: 'EXPERT' | 'DIRECTOR') => {
    const m = await member(world.db, someone(n), { role: 'EXPERT' });
    await world.db
      .insert(expertStaff)
      .values({ personId: m.personId, organizationId: 1, departmentId: 1, position });
    return m;
  };
  const e = await staff(98, 'EXPERT');
  expert = e.headers;
  director = (await staff(99, 'DIRECTOR')).headers;
  apis = await world.twoApis();
  // the request as the deputy director's approval leaves it: PENDING, its invoice awaiting payment
  await world.db.insert(expertiseRequests).values({
    orderId,
    lawyerId: added.lawyerId,
    authorPersonId: added.personId,
    organizationId: 1,
    researchTypeId: 1,
    questions: 'Whose signature is it?',
    amountTiyin: AMOUNT,
    status: 'PENDING',
    paymentStatus: 'AWAITING',
    invoiceNumber: 'EXP-REFUND',
    invoiceDueOn: '2099-01-01',
    expertPersonId: e.personId,
  });
}, 120_000);

const api = async (
  n: number,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => {
  const res = await fetch(`${apis[n]!.url}/api/v.1/${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

/** The provider's journal entry of the request's payment. */
async function providerTransaction(id: number): Promise<Json> {
  const journal = (await (await fetch(`${world.sim.url}/payme/transactions`)).json()) as Json;
  return journal.list.find((t: Json) => t.account.expertise_id === String(id));
}
const cancelsOf = (t: Json) => t.calls.filter((c: Json) => c.method === 'CancelTransaction');

async function jobsLeft() {
  const { rows } = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'expertise-refund' and state not in ('completed', 'failed')`,
  );
  return rows[0]!.n;
}

/**
 * True once every copy of the job is done. A copy that ran beside the first, while the provider's
 * CancelTransaction was still on its way, threw (not confirmed yet) and waits 30 to 60 s for its retry
 * (OUTSIDE_CALL): its retry is made due at once, and runs in a process as it would then.
 */
async function jobsDone() {
  await world.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'expertise-refund' and state = 'retry' and start_after > now()`,
  );
  return (await jobsLeft()) === 0;
}

describe('a paid expertise request rejected', () => {
  let id: number;

  it('is paid on the checkout, rejected, and its money returned once by the refund job', async () => {
    const [row] = await world.db
      .select()
      .from(expertiseRequests)
      .where(sql`invoice_number = 'EXP-REFUND'`);
    id = row!.id;
    const link = paymeCheckoutLink(`${world.sim.url}/payme/checkout`, {
      merchantId: 'portal-dev-merchant',
      account: { expertise_id: String(id) },
      amountTiyin: AMOUNT,
      returnUrl: `${apis[0]!.url}/lawyer-profile/orders/expertise/view/${id}`,
    });
    const paid = await fetch(`${world.sim.url}/payme/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ link: link.slice(link.indexOf('/payme/checkout/') + 16) }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(await expertiseRow(world.db, id)).toMatchObject({ status: 'PENDING', paymentStatus: 'PAID' });

    const proposed = await api(1, expert, 'POST', 'expertise/step', {
      id,
      event: 'PROPOSE_REJECTION',
      reason: 'The materials cannot be examined',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const rejected = await api(0, director, 'POST', 'expertise/step', {
      id,
      event: 'REJECT',
      reason: 'The materials cannot be examined',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    // a second copy of the job at once: the two processes may run both side by side
    await enqueue(world.db, 'expertise-refund', { expertiseId: id });

    const refunded = async () => (await expertiseRow(world.db, id)).paymentStatus === 'REFUNDED';
    expect(await waitFor(refunded, 60_000, 200)).toBe(true);
    expect(await waitFor(jobsDone, 60_000, 200)).toBe(true);

    const t = await providerTransaction(id);
    expect(t).toMatchObject({
      state: -2,
      reason: PAYME_CANCEL_REASON.refund,
      receiptState: PAYME_RECEIPT_STATE.cancelled,
    });
    expect(cancelsOf(t)).toHaveLength(1);
    expect(cancelsOf(t)[0].params).toEqual({ id: t.id, reason: 5 });

    const view = await api(0, lawyer.headers, 'GET', `expertise/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.status).toBe('REJECTED');
    expect(JSON.stringify(view.body)).toContain('"paymentStatus":"REFUNDED"');
    expect(await expertiseNotices(world.db, id, { kind: 'REFUNDED' })).toHaveLength(1);
  }, 120_000);

  it('asks the provider no second time when the job runs again in either process', async () => {
    for (let i = 0; i < 2; i++) await enqueue(world.db, 'expertise-refund', { expertiseId: id });
    expect(await waitFor(jobsDone, 60_000, 200)).toBe(true);
    expect(cancelsOf(await providerTransaction(id))).toHaveLength(1);
    expect(await expertiseNotices(world.db, id, { kind: 'REFUNDED' })).toHaveLength(1);
  }, 120_000);
});
