/**
 * The expertise's documents through HTTP, real PostgreSQL and gov-sim's signing client and verification
 * server: the expert writes the findings and sends the conclusion for agreement; the head of department
 * (persona `expert-head`) signs it with their key card and sends it: numbered, registered for the public
 * check, the lawyer told; the lawyer downloads the PDF, whose QR code opens the check page, which confirms
 * it. The invoice is a PDF too, its QR code the page it is paid on. A signature of someone else, a step by
 * the wrong position or by a lawyer store nothing.
 */
import { pdfQrCodes, readPdf } from '@portal/test-support/pdf';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signatures } from '../../src/db/schema';
import { expertiseNotices, expertiseRow } from '../helpers/expertise-rows';
import { buildExpertiseWorld, expertiseSteps } from '../helpers/expertise-world';
import { callApi, signAs } from '../helpers/legal-aid-world';
import { useWorld } from '../helpers/world';

const { sim, ctx, w, call, ok } = useWorld(buildExpertiseWorld);
let s: ReturnType<typeof expertiseSteps>;
beforeAll(() => {
  s = expertiseSteps(ctx, w);
});

const FINDINGS = 'The signature on page 3 of the contract was made by the person named.';
const signatureCount = async () => (await ctx.db.select({ n: count() }).from(signatures))[0]!.n;
const pdfOf = async (who: typeof w.colleague, url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.status, res.raw.body.slice(0, 200)).toBe(200);
  expect(res.raw.headers['content-type']).toBe('application/pdf');
  return res.raw.rawPayload;
};

describe('the conclusion', () => {
  let id: number;
  beforeAll(async () => {
    id = await s.send();
    const agreed = await s.atAgreement(id, FINDINGS);
    expect(agreed).toMatchObject({ status: 'ON_AGREEMENT', conclusion: { text: FINDINGS, number: null } });
  });

  it('is kept from the lawyer until it is sent, and only the head of department may sign it', async () => {
    const lawyerView = await ok(w.colleague, 'GET', `expertise/${id}`);
    expect(lawyerView).toMatchObject({ conclusion: null, signingContent: null });
    expect((await ok(w.experts[0]!, 'GET', `expertise/${id}`)).can.sendConclusion).toBe(false);
    const headView = await ok(w.head, 'GET', `expertise/${id}`);
    expect(headView.can.sendConclusion).toBe(true);
    expect(headView.signingContent).toMatchObject({
      document: 'EXPERTISE_CONCLUSION',
      id,
      conclusion: FINDINGS,
    });
    expect((await call(w.colleague, 'GET', `expertise/conclusion/${id}`)).status).toBe(404);
  });

  it('refuses a signature of someone else, a step by the expert and by the lawyer, and stores nothing', async () => {
    const before = await signatureCount();
    const content = (await ok(w.head, 'GET', `expertise/${id}`)).signingContent;
    const foreign = await call(w.head, 'POST', 'expertise/conclusion/sign', {
      id,
      pkcs7: await signAs(sim, w.colleague, content),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBeTruthy();
    const byExpert = await call(w.experts[0]!, 'POST', 'expertise/conclusion/sign', {
      id,
      pkcs7: await signAs(sim, w.head, content),
    });
    expect(byExpert.status).toBe(409);
    expect(byExpert.body.message).toBe('Your position (“Expert”) cannot take this step');
    const byLawyer = await call(w.colleague, 'POST', 'expertise/conclusion/sign', {
      id,
      pkcs7: await signAs(sim, w.colleague, content),
    });
    expect(byLawyer.status).toBe(403);
    expect(await signatureCount()).toBe(before);
    expect(await expertiseRow(ctx.db, id)).toMatchObject({
      status: 'ON_AGREEMENT',
      conclusionNumber: null,
      conclusionSignatureId: null,
    });
  });

  it('signed by the head of department: numbered and sent; the lawyer downloads it and the public check confirms it', async () => {
    const content = (await ok(w.head, 'GET', `expertise/${id}`)).signingContent;
    const sent = await ok(w.head, 'POST', 'expertise/conclusion/sign', {
      id,
      pkcs7: await signAs(sim, w.head, content),
    });
    const year = new Date().getFullYear();
    expect(sent).toMatchObject({
      status: 'SENT',
      statusCode: 8,
      conclusionNumber: expect.stringMatching(new RegExp(`^EX1-${year}/\\d{6}$`)),
      conclusion: { text: FINDINGS, signature: { signerPinfl: w.head.pinfl } },
      can: { sendConclusion: false, COMPLETE: false },
    });
    const number = sent.conclusionNumber as string;
    const lawyerName = sent.lawyer.fullName as string;
    const publicId = sent.conclusion.publicId as string;
    const notice = (
      await expertiseNotices(ctx.db, id, { to: w.colleague.personId, kind: 'SEND_CONCLUSION' })
    )[0];
    expect(notice?.params).toMatchObject({ number });

    // the lawyer reads it and downloads it: the PDF carries the number, the findings, the signer and the QR code
    const mine = await ok(w.colleague, 'GET', `expertise/${id}`);
    expect(mine.conclusion).toMatchObject({ number, text: FINDINGS, publicId });
    const pdf = await pdfOf(w.colleague, `expertise/conclusion/${id}`);
    const { text } = await readPdf(pdf);
    for (const expected of [number, FINDINGS, 'Expert conclusion', lawyerName, 'Agreed and signed'])
      expect(text).toContain(expected);
    const [qr] = await pdfQrCodes(pdf);
    expect(qr).toMatch(new RegExp(`/check-service-doc/${publicId}$`));

    // the public check page the QR code opens confirms it, for anyone
    const check = await callApi(ctx, null, 'GET', `getInfo/checkServiceDoc/${publicId}`, undefined, {
      'accept-language': 'eng',
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      kind: 'EXPERTISE_CONCLUSION',
      number,
      status: 'VALID',
      holderName: lawyerName,
      issuer: 'National Centre of Forensic Expertise',
    });
    // another lawyer gets nothing
    expect((await call(w.stranger, 'GET', `expertise/conclusion/${id}`)).status).toBe(404);

    // the expert completes it
    expect((await s.step(w.experts[0]!, id, 'COMPLETE')).status).toBe('COMPLETED');
  });

  it('numbers the next conclusion of the organization one higher', async () => {
    const next = await s.send();
    await s.step(w.experts[0]!, next, 'TAKE');
    await s.step(w.experts[0]!, next, 'SEND_FOR_APPROVAL');
    await s.step(w.chief, next, 'APPROVE');
    await s.step(w.deputy, next, 'APPROVE');
    await s.pay(next, 85_000_000);
    await s.step(w.experts[0]!, next, 'START');
    await s.step(w.experts[0]!, next, 'SEND_FOR_AGREEMENT', { conclusion: 'Not made by the person named.' });
    const content = (await ok(w.head, 'GET', `expertise/${next}`)).signingContent;
    const sent = await ok(w.head, 'POST', 'expertise/conclusion/sign', {
      id: next,
      pkcs7: await signAs(sim, w.head, content),
    });
    const first = (await expertiseRow(ctx.db, id)).conclusionNumber!;
    const seq = (n: string) => Number(n.slice(-6));
    expect(seq(sent.conclusionNumber)).toBe(seq(first) + 1);
  });
});

describe('the invoice as a PDF', () => {
  it('carries its lines and total, and a QR code to the page it is paid on', async () => {
    const id = await s.send();
    await s.invoiced(id);
    const invoice = await ok(w.colleague, 'GET', `expertise/get-invois/${id}`);
    const pdf = await pdfOf(w.colleague, `expertise/get-invois/${id}/pdf`);
    const { text } = await readPdf(pdf);
    for (const expected of [invoice.number, 'National Centre of Forensic Expertise', 'Total'])
      expect(text).toContain(expected);
    for (const line of invoice.lines as { action: string }[]) expect(text).toContain(line.action);
    const [qr] = await pdfQrCodes(pdf);
    expect(qr).toMatch(new RegExp(`/expertise/payment/${id}$`));
    // before the invoice is issued there is none to print
    const fresh = await s.send();
    expect((await call(w.colleague, 'GET', `expertise/get-invois/${fresh}/pdf`)).status).toBe(404);
    expect((await call(w.stranger, 'GET', `expertise/get-invois/${id}/pdf`)).status).toBe(404);
  });
});
