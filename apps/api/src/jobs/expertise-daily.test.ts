/**
 * The daily expertise sweep: an invoice unpaid after its last day expires (REJECTED, payment EXPIRED, the
 * lawyer told) and a request at work past its deadline is reminded, once each. First through the job
 * handler on an injected clock, swept twice on a day; then with two real API processes racing on four
 * sweeps of the same day: still one expiry and one reminder each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expertiseRequests } from '../db/schema';
import { expertiseHistory, expertiseNotices, expertiseRow } from '../../test/helpers/expertise-rows';
import { addCreatedOrder, addLawyer, addStructure, someone } from '../../test/helpers/legal-aid-fixtures';
import { dailyJob } from '../../test/helpers/daily-job';
import { useTwoProcessWorld } from '../../test/helpers/processes';

const world = useTwoProcessWorld();
let lawyer: { lawyerId: number; personId: number };
let orderId: number;

beforeAll(async () => {
  const structure = await addStructure(world.db, 8, '"Ekspertiza" advokatlik byurosi');
  lawyer = await addLawyer(world.db, someone(95), {
    regionId: 8,
    languageIds: [1],
    contragentId: structure.id,
  });
  orderId = await addCreatedOrder(world.db, lawyer, structure.id);
});

/** A request invoiced with its last day `dueOn`, and one at work due on `deadline`. */
async function requests(dueOn: string, deadline: string) {
  const base = {
    orderId,
    lawyerId: lawyer.lawyerId,
    authorPersonId: lawyer.personId,
    organizationId: 1,
    researchTypeId: 1,
    questions: 'Whose signature is it?',
    amountTiyin: 35_000_000,
  };
  const [unpaid, late] = await world.db
    .insert(expertiseRequests)
    .values([
      {
        ...base,
        status: 'PENDING',
        paymentStatus: 'AWAITING',
        invoiceNumber: `EXP-D${dueOn}`,
        invoiceDueOn: dueOn,
      },
      { ...base, status: 'IN_PRODUCTION', paymentStatus: 'PAID', deadline },
    ])
    .returning();
  return { unpaid: unpaid!.id, late: late!.id };
}

const noticesOf = async (id: number, kind: string) => (await expertiseNotices(world.db, id, { kind })).length;
const expiries = async (id: number) => (await expertiseHistory(world.db, id, 'EXPIRE')).length;
const rowOf = (id: number) => expertiseRow(world.db, id);

describe('the daily expertise sweep', () => {
  it('expires an invoice only after its last day and reminds an overdue request once', async () => {
    const { unpaid, late } = await requests('2027-03-10', '2027-03-10');
    const sweep = dailyJob(world.db, 'expertise-daily');
    // on the last day itself, nothing yet
    await sweep('2027-03-10');
    expect(await rowOf(unpaid)).toMatchObject({ status: 'PENDING', paymentStatus: 'AWAITING' });
    expect(await noticesOf(late, 'OVERDUE')).toBe(0);
    for (const day of ['2027-03-11', '2027-03-11', '2027-03-12']) await sweep(day);
    expect(await rowOf(unpaid)).toMatchObject({ status: 'REJECTED', paymentStatus: 'EXPIRED' });
    expect(await expiries(unpaid)).toBe(1);
    expect(await noticesOf(unpaid, 'EXPIRE')).toBe(1);
    // the lawyer and nobody else (no expert is assigned) are told once
    expect(await noticesOf(late, 'OVERDUE')).toBe(1);
    expect((await rowOf(late)).status).toBe('IN_PRODUCTION');
  });

  it('two API processes racing on four sweeps of one day expire and remind each once', async () => {
    const { unpaid, late } = await requests('2027-05-01', '2027-05-01');
    expect(await world.raceSweeps('expertise-daily', '2027-05-02')).toBe(true);
    expect(await expiries(unpaid)).toBe(1);
    expect(await noticesOf(unpaid, 'EXPIRE')).toBe(1);
    expect(await noticesOf(late, 'OVERDUE')).toBe(1);
  }, 120_000);
});
