/**
 * Letters through HTTP, real PostgreSQL, real gov-sim (the inter-agency document exchange):
 * a structure sends a letter with a main PDF and two attachments to its regional chamber; the merged PDF
 * has the cover and every page in order, numbered; the chamber receives and answers it; a letter to a
 * government body is registered by the exchange, its receipt and response arrive. Refusals change
 * nothing: a file that is not a PDF or image, 60 MB, merging a letter that is not one's own, the
 * exchange down.
 */
import { count, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { files, letters } from '../../src/db/schema';
import { buildWorld, type Member, postForm, SAMARQAND } from '../helpers/legal-aid-world';
import { pdfPages } from '@portal/test-support/pdf';
import { useWorld } from '../helpers/world';

const { sim, ctx, w, call } = useWorld(buildWorld);

/** A PDF whose pages carry the given texts. */
async function textPdf(...pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([595, 842]).drawText(text, { x: 60, y: 700, size: 20, font });
  return Buffer.from(await doc.save());
}

function pngBytes(): Buffer {
  const png = new PNG({ width: 40, height: 30 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

const upload = (who: Member, name: string, type: string, content: Buffer, lang = 'eng') =>
  postForm(ctx, who, 'file/upload', {}, { name, type, content }, lang);

async function attach(
  who: Member,
  letterId: number,
  kind: 'MAIN' | 'ATTACHMENT',
  name: string,
  content: Buffer,
  type = 'application/pdf',
) {
  const file = await upload(who, name, type, content);
  expect(file.status).toBe(200);
  const res = await call(who, 'POST', 'pdfFiles/create', { letterId, fileId: file.body.id, kind });
  expect(res.status).toBe(200);
  return res.body;
}

async function draft(who: Member, body: Record<string, unknown>) {
  const res = await call(who, 'POST', 'letter/create', { subject: 'Maʼlumot soʻrovi', ...body });
  expect(res.status).toBe(200);
  return res.body;
}

const merged = async (who: Member, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/v.1/pdfFiles/mergePdfFiles/${id}`, headers: who.headers });

const fileCount = async () => (await ctx.db.select({ n: count() }).from(files))[0]!.n;

describe('a letter from a structure to its regional chamber', () => {
  let id: number;

  it('is written as a draft with a main PDF and two attachments, and sent with a number and a due date', async () => {
    const letter = await draft(w.director, { recipientKind: 'CHAMBER', recipientRef: String(SAMARQAND) });
    id = letter.id;
    expect(letter).toMatchObject({ status: 'DRAFT', direction: 'OUTGOING', registrationNumber: null });
    expect(letter.recipient.name).toContain('Samarqand');
    await attach(w.director, id, 'MAIN', 'xat.pdf', await textPdf('MAIN PAGE ONE', 'MAIN PAGE TWO'));
    await attach(w.director, id, 'ATTACHMENT', 'ilova-1.pdf', await textPdf('ATTACHMENT ONE'));
    const files = await attach(w.director, id, 'ATTACHMENT', 'ilova-2.png', pngBytes(), 'image/png');
    expect(files.list.map((f: { kind: string }) => f.kind)).toEqual(['MAIN', 'ATTACHMENT', 'ATTACHMENT']);
    // the chamber does not see a draft
    expect((await call(w.regionChamber, 'GET', `letter/byId/${id}`)).status).toBe(404);

    const sent = await call(w.director, 'POST', 'letter/send', { id });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('SENT');
    expect(sent.body.registrationNumber).toMatch(/^XAT-\d{4}-\d{6}$/);
    const due = new Date(Date.parse(`${sent.body.sentAt.slice(0, 10)}T00:00:00Z`) + 15 * 86_400_000);
    expect(Math.abs(Date.parse(sent.body.dueDate) - due.getTime())).toBeLessThanOrEqual(86_400_000);
    expect(sent.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['DRAFT', 'SENT']);
    // a sent letter no longer changes
    const edit = await call(w.director, 'POST', 'letter/updateByLetterId', { id, subject: 'Boshqa' });
    expect(edit.status).toBe(409);
  });

  it('merges into one PDF: the cover with the registration data, then every page in order, numbered', async () => {
    const res = await merged(w.director, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(5);
    const { body } = await call(w.director, 'GET', `letter/byId/${id}`);
    expect(pages[0]).toContain(body.registrationNumber);
    expect(pages[1]).toContain('MAIN PAGE ONE');
    expect(pages[2]).toContain('MAIN PAGE TWO');
    expect(pages[3]).toContain('ATTACHMENT ONE');
    pages.forEach((text, i) => expect(text).toContain(`${i + 1} / 5`));
  });

  it('reaches the chamber, which receives it and answers it; the structure gets the answer', async () => {
    const inbox = await call(w.regionChamber, 'GET', 'letter/list?box=incoming');
    expect(inbox.body.list.map((l: { id: number }) => l.id)).toContain(id);
    expect((await call(w.regionChamber, 'GET', 'letter/notification')).body.incoming).toBeGreaterThan(0);
    expect((await merged(w.regionChamber, id)).statusCode).toBe(200);
    const received = await call(w.regionChamber, 'POST', 'letter/receive', { id });
    expect(received.body).toMatchObject({ status: 'RECEIVED', direction: 'INCOMING', can: { answer: true } });

    const reply = await draft(w.regionChamber, { replyToId: id, subject: 'Javob' });
    expect(reply.recipient).toMatchObject({ kind: 'STRUCTURE', ref: String(w.structureId) });
    await attach(w.regionChamber, reply.id, 'MAIN', 'javob.pdf', await textPdf('ANSWER'));
    expect((await call(w.regionChamber, 'POST', 'letter/send', { id: reply.id })).status).toBe(200);

    const original = await call(w.director, 'GET', `letter/byId/${id}`);
    expect(original.body.status).toBe('ANSWERED');
    expect(original.body.replies).toEqual([expect.objectContaining({ id: reply.id, status: 'SENT' })]);
    const news = await call(w.director, 'GET', 'letterResponse/newList');
    expect(news.body.list.map((l: { id: number }) => l.id)).toContain(reply.id);
  });
});

describe('a letter to a government body through the inter-agency exchange', () => {
  it('is registered by the exchange, then its receipt and its response arrive', async () => {
    const bodies = await call(w.director, 'GET', 'eijro/list');
    expect(bodies.body.list.length).toBeGreaterThan(0);
    const letter = await draft(w.director, {
      recipientKind: 'GOV_BODY',
      recipientRef: bodies.body.list[0].id,
    });
    await attach(w.director, letter.id, 'MAIN', 'xat.pdf', await textPdf('TO THE MINISTRY'));
    const sent = await call(w.director, 'POST', 'letter/send', { id: letter.id });
    expect(sent.body).toMatchObject({ status: 'SENT', exchangeNumber: expect.stringMatching(/^EIJRO-/) });
    expect((await call(w.director, 'GET', 'letterResponse/newList')).body.list).not.toContainEqual(
      expect.objectContaining({
        replyTo: expect.anything(),
        sender: expect.objectContaining({ kind: 'GOV_BODY' }),
      }),
    );

    // the exchange answers later: the simulator is told to answer now instead of waiting
    const advance = await fetch(`${sim.url}/document-exchange/letters/${sent.body.exchangeNumber}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'ANSWERED' }),
    });
    expect(advance.status).toBe(200);

    const receipts = await call(w.director, 'GET', 'mailReceipt/newList');
    expect(receipts.body.list).toEqual([expect.objectContaining({ letterId: letter.id })]);
    const responses = await call(w.director, 'GET', 'letterResponse/newList');
    const response = responses.body.list.find(
      (l: { sender: { kind: string } }) => l.sender.kind === 'GOV_BODY',
    );
    expect(response).toMatchObject({
      status: 'SENT',
      direction: 'INCOMING',
      recipient: { ref: String(w.structureId) },
    });
    const original = await call(w.director, 'GET', `letter/byId/${letter.id}`);
    expect(original.body).toMatchObject({
      status: 'ANSWERED',
      receipt: { incomingNumber: sent.body.exchangeNumber },
    });
    expect(original.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'DRAFT',
      'SENT',
      'RECEIVED',
      'ANSWERED',
    ]);
    // asked again, nothing comes in twice
    await call(w.director, 'GET', 'letterResponse/newList');
    const replies = await ctx.db.select({ n: count() }).from(letters).where(eq(letters.replyToId, letter.id));
    expect(replies[0]!.n).toBe(1);
    const pdf = await merged(w.director, response.id);
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain('Response letter');
    await call(w.director, 'POST', 'mailReceipt/seen', { id: receipts.body.list[0].id });
    expect((await call(w.director, 'GET', 'mailReceipt/newList')).body.list).toEqual([]);
  });

  it('stays a draft when the exchange is down (503, nothing sent)', async () => {
    const letter = await draft(w.director, { recipientKind: 'GOV_BODY', recipientRef: 'SEDO-1718' });
    await attach(w.director, letter.id, 'MAIN', 'xat.pdf', await textPdf('TO THE COURT'));
    const setFault = (mode: string) =>
      fetch(`${sim.url}/faults/document-exchange`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode }),
      });
    await setFault('down');
    try {
      const res = await call(w.director, 'POST', 'letter/send', { id: letter.id });
      expect(res.status).toBe(503);
      expect(res.body.message).toContain('exchange');
    } finally {
      await setFault('ok');
    }
    expect((await call(w.director, 'GET', `letter/byId/${letter.id}`)).body.status).toBe('DRAFT');
  });
});

describe('refusals that change nothing', () => {
  it.each([
    ['eng', 'Only a PDF, JPEG or PNG file'],
    ['ru', 'только файл PDF, JPEG или PNG'],
    ['lt', 'faqat PDF, JPEG yoki PNG'],
    ['uz', 'фақат PDF, JPEG ёки PNG'],
  ])('a file that is not a PDF or an image, whatever its name says (%s)', async (lang, text) => {
    const before = await fileCount();
    const res = await upload(
      w.director,
      'xat.pdf',
      'application/pdf',
      Buffer.from('PK\u0003\u0004 not a pdf'),
      lang,
    );
    expect(res.status).toBe(415);
    expect(res.body.message).toContain(text);
    expect(await fileCount()).toBe(before);
  });

  it('a file of 60 MB (413, in the reader’s language)', async () => {
    const before = await fileCount();
    const big = Buffer.concat([await textPdf('BIG'), Buffer.alloc(60 * 1024 * 1024, 0x20)]);
    const res = await upload(w.director, 'big.pdf', 'application/pdf', big, 'ru');
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('50 МБ');
    expect(await fileCount()).toBe(before);
  });

  it('merging, reading or sending a letter that is not one’s own: 404 as if it did not exist', async () => {
    const letter = await draft(w.director, { recipientKind: 'CHAMBER', recipientRef: String(SAMARQAND) });
    await attach(w.director, letter.id, 'MAIN', 'xat.pdf', await textPdf('PRIVATE'));
    for (const other of [w.stranger, w.otherRegionChamber, w.colleague]) {
      expect((await merged(other, letter.id)).statusCode).toBe(404);
      expect((await call(other, 'POST', 'letter/send', { id: letter.id })).status).toBe(404);
    }
    expect((await call(w.director, 'GET', `letter/byId/${letter.id}`)).body.status).toBe('DRAFT');
    await call(w.director, 'POST', 'letter/send', { id: letter.id });
    // sent to the Samarqand chamber: the Tashkent chamber still sees nothing
    expect((await merged(w.otherRegionChamber, letter.id)).statusCode).toBe(404);
    expect((await merged(w.regionChamber, letter.id)).statusCode).toBe(200);
  });

  it('someone else’s upload cannot be attached; a letter is not sent without its main PDF', async () => {
    const file = await upload(w.colleague, 'x.pdf', 'application/pdf', await textPdf('X'));
    const letter = await draft(w.director, { recipientKind: 'CHAMBER', recipientRef: String(SAMARQAND) });
    const res = await call(w.director, 'POST', 'pdfFiles/create', {
      letterId: letter.id,
      fileId: file.body.id,
      kind: 'MAIN',
    });
    expect(res.status).toBe(404);
    const send = await call(w.director, 'POST', 'letter/send', { id: letter.id });
    expect(send.status).toBe(400);
    expect(send.body.field).toBe('file');
  });

  it('a role that writes no letters (ADMIN reads all, writes none)', async () => {
    const res = await call(w.admin, 'POST', 'letter/create', {
      recipientKind: 'CHAMBER',
      recipientRef: '8',
      subject: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('cannot write letters');
  });
});
