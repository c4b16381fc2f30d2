/**
 * Expertise requests through HTTP on a real PostgreSQL: the lawyer's request from their order to the
 * body's work (taken, approved by the director and the deputy director, invoiced, paid, started), and the
 * other ways a request ends or waits: rejection (a paid one too), directed to another organization,
 * paused and resumed, not applicable, a petition asked and answered with a file. Each step leaves its
 * history line and tells the lawyer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expertiseNotices, expertiseRow } from '../helpers/expertise-rows';
import { buildExpertiseWorld, expertiseSteps } from '../helpers/expertise-world';
import { pdfBytes, pdfPart, postForm } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { ctx, w, call, ok } = useWorld(buildExpertiseWorld);
let s: ReturnType<typeof expertiseSteps>;
beforeAll(() => {
  s = expertiseSteps(ctx, w);
});

const rowOf = (id: number) => expertiseRow(ctx.db, id);
const lawyerNotices = (id: number) => expertiseNotices(ctx.db, id, { to: w.colleague.personId });

describe('the way to work', () => {
  it('goes from the lawyer’s order to a started expertise, with a history line and a notice per step', async () => {
    const id = await s.send();
    const sent = await ok(w.colleague, 'GET', `expertise/${id}`);
    expect(sent).toMatchObject({
      status: 'NEW',
      statusCode: 1,
      amountTiyin: 85_000_000,
      eoNumber: '2026/000001',
    });
    expect(sent.actions.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    // the lawyer sees it on their order and in their list; the body in its queue
    expect((await ok(w.colleague, 'GET', `expertise/by-order?orderId=${w.orderId}`)).list[0].id).toBe(id);
    expect(
      (await ok(w.colleague, 'GET', 'expertise/list-own?page=0&size=5')).list.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(id);
    expect(
      (await ok(w.head, 'GET', 'expertise/queue?status=NEW')).list.map((r: { id: number }) => r.id),
    ).toContain(id);

    const invoiced = await s.invoiced(id);
    expect(invoiced).toMatchObject({ status: 'PENDING', paymentStatus: 'AWAITING' });
    const invoice = await ok(w.colleague, 'GET', `expertise/get-invois/${id}`);
    expect(invoice).toMatchObject({
      amountTiyin: 85_000_000,
      paymentStatus: 'AWAITING',
      payee: 'National Centre of Forensic Expertise',
    });
    expect(invoice.lines).toHaveLength(2);
    expect((await ok(w.colleague, 'GET', `expertise/${id}`)).can.pay).toBe(true);

    // not before payment
    expect((await call(w.experts[0]!, 'POST', 'expertise/step', { id, event: 'START' })).body.message).toBe(
      'The invoice is not paid yet',
    );
    expect((await s.pay(id, 85_000_000)).result.state).toBe(2);
    const started = await s.step(w.experts[0]!, id, 'START');
    expect(started).toMatchObject({ status: 'IN_PRODUCTION', paymentStatus: 'PAID' });
    // handwriting: 15 days from the day of payment
    expect(started.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const history = started.history.map(
      (h: { event: string; toStatus: string }) => `${h.event}>${h.toStatus}`,
    );
    expect(history).toEqual([
      'CREATE>TEMPORARY',
      'SEND>NEW',
      'TAKE>UNDER_CONSIDERATION',
      'SEND_FOR_APPROVAL>ON_APPROVAL_FOR_DIRECTOR',
      'APPROVE>ON_APPROVAL_FOR_DEPUTY_DIRECTOR',
      'APPROVE>PENDING',
      'PAY>PENDING',
      'START>IN_PRODUCTION',
    ]);
    const kinds = (await lawyerNotices(id)).map((n) => n.kind);
    expect(kinds).toEqual(['TAKE', 'ON_APPROVAL', 'ON_APPROVAL', 'INVOICE', 'PAID', 'START']);
  });

  it('is paused with a reason and resumed; a petition is asked and answered with a file', async () => {
    const id = await s.send();
    await s.invoiced(id);
    await s.pay(id, 85_000_000);
    await s.step(w.experts[0]!, id, 'START');
    const paused = await s.step(w.experts[0]!, id, 'PAUSE', {
      reason: 'The laboratory’s microscope is being repaired',
    });
    expect(paused).toMatchObject({
      status: 'PAUSED',
      reason: 'The laboratory’s microscope is being repaired',
    });
    expect((await s.step(w.experts[0]!, id, 'RESUME')).status).toBe('IN_PRODUCTION');

    const asked = await s.step(w.experts[0]!, id, 'ASK_PETITION', {
      question: 'Send three free samples of the signature',
    });
    expect(asked.petitions).toMatchObject([
      { question: 'Send three free samples of the signature', answer: null },
    ]);
    expect((await ok(w.colleague, 'GET', `expertise/${id}`)).can.answer).toBe(true);
    const answered = await postForm(
      ctx,
      w.colleague,
      'expertise/petition/answer',
      { id: String(id), answer: 'Samples attached' },
      pdfPart('samples.pdf', 'files', pdfBytes(800)),
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const petition = answered.body.petitions[0];
    expect(petition).toMatchObject({ answer: 'Samples attached', files: [{ name: 'samples.pdf' }] });
    // the expert downloads the answer's file
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/v.1/expertise/${id}/file/${petition.files[0].id}`,
      headers: w.experts[0]!.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const agreed = await s.step(w.experts[0]!, id, 'SEND_FOR_AGREEMENT', {
      conclusion: 'The signature was made by the person named.',
    });
    expect(agreed.status).toBe('ON_AGREEMENT');
    expect(agreed.history.map((h: { event: string }) => h.event)).toEqual(
      expect.arrayContaining(['PAUSE', 'RESUME', 'ASK_PETITION', 'ANSWER_PETITION', 'SEND_FOR_AGREEMENT']),
    );
  });
});

describe('the other ends', () => {
  it('rejection: proposed by the expert, rejected by the director with the reason the lawyer reads', async () => {
    const id = await s.send();
    await s.step(w.experts[1]!, id, 'TAKE');
    await s.step(w.experts[1]!, id, 'PROPOSE_REJECTION', {
      reason: 'The questions are outside forensic expertise',
    });
    const rejected = await s.step(w.chief, id, 'REJECT', { reason: 'The questions are legal, not forensic' });
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      statusCode: -1,
      reason: 'The questions are legal, not forensic',
    });
    const notice = (await lawyerNotices(id)).find((n) => n.kind === 'REJECT')!;
    expect(notice.params).toMatchObject({ reason: 'The questions are legal, not forensic' });
  });

  it('directed: a head of department sends it on to the Samarqand branch, whose expert takes it', async () => {
    const id = await s.send();
    const directed = await s.step(w.head, id, 'DIRECT', {
      organizationId: 2,
      reason: 'The originals are kept in Samarqand',
    });
    expect(directed).toMatchObject({ status: 'DIRECTED', statusCode: -2 });
    // it has left the centre's queue for the branch's; the centre still reads where it went
    expect(
      (await ok(w.experts[0]!, 'GET', 'expertise/queue')).list.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    expect(directed.can.TAKE).toBe(false);
    expect(
      (await ok(w.branchExpert, 'GET', 'expertise/queue')).list.map((r: { id: number }) => r.id),
    ).toContain(id);
    const taken = await s.step(w.branchExpert, id, 'TAKE');
    expect(taken).toMatchObject({ status: 'UNDER_CONSIDERATION', organization: { id: 2 } });
    expect((await lawyerNotices(id)).map((n) => n.kind)).toEqual(['DIRECT', 'TAKE']);
  });

  it('not applicable: a head of department closes it with the reason', async () => {
    const id = await s.send();
    const closed = await s.step(w.head, id, 'MARK_NOT_APPLICABLE', {
      reason: 'No expertise is needed to read a contract',
    });
    expect(closed).toMatchObject({ status: 'NOT_APPLICABLE', statusCode: 12 });
    expect(closed.can).toMatchObject({ TAKE: false, DIRECT: false });
    expect((await rowOf(id)).reason).toBe('No expertise is needed to read a contract');
  });
});
