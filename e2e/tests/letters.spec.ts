/**
 * Letters, through the real stack (SPA, API, PostgreSQL, gov-sim's document exchange):
 * - the journey: persona `director` (a Tashkent-city firm) writes to its regional chamber (Tashkent city,
 *   persona `region-chamber-tashkent`) with a main PDF and two attachments through the screens and sends
 *   it; the whole letter opens as one PDF with the cover and every page in order (page count and text);
 *   the chamber receives and answers it; a letter to a government body is registered by the exchange,
 *   and its receipt and response arrive and show. Each run writes new letters, so it runs again on the
 *   same database.
 * - every letter route renders for the roles that see it and is refused for the others, axe in the three
 *   themes (support/route-matrix.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tokenOf } from '../support/legal-aid';
import { pdfPages } from '@portal/test-support/pdf';
import { type PathContext, routeMatrix } from '../support/route-matrix';
import { personaSession } from '../support/sessions';

const TASHKENT_CITY = 14;

async function textPdf(...pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([595, 842]).drawText(text, { x: 60, y: 700, size: 20, font });
  return Buffer.from(await doc.save());
}

/** An API call with the page's persona token; the JSON answer. */
async function api(
  page: Page,
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res =
    method === 'GET'
      ? await request.get(`/api/v.1/${path}`, { headers })
      : await request.post(`/api/v.1/${path}`, { headers, data: data ?? {} });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function addFile(page: Page, name: string, content: Buffer, count: number) {
  await page.getByTestId('letter-add-file').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: content,
  });
  await page.getByTestId('letter-file-add').click();
  await expect(page.getByTestId('letter-file-row')).toHaveCount(count);
}

test('a structure writes to its regional chamber, the chamber answers; a government body answers through the exchange', async ({
  browser,
  request,
  govSimUrl,
}) => {
  test.setTimeout(240_000);
  const director = await personaSession(browser, 'director', { start: '/lawyer-profile/letters' });
  const chamber = await personaSession(browser, 'region-chamber-tashkent');
  try {
    // the director writes the letter through the screens
    const d = director.page;
    await expect(d.getByTestId('new-letter-form')).toBeVisible();
    await d.getByTestId('new-letter-recipient').click();
    await d.getByRole('option', { name: /Toshkent shahri/ }).click();
    const subject = `Maʼlumot soʻrovi ${Date.now()}`;
    await d.getByTestId('new-letter-subject').fill(subject);
    await d.getByTestId('new-letter-create').click();
    await expect(d.getByTestId('letter-view')).toHaveAttribute('data-status', 'DRAFT');
    const id = Number(await d.getByTestId('letter-view').getAttribute('data-letter-id'));
    await addFile(d, 'xat.pdf', await textPdf('MAIN PAGE ONE', 'MAIN PAGE TWO'), 1);
    await addFile(d, 'ilova-1.pdf', await textPdf('ATTACHMENT ONE'), 2);
    await addFile(d, 'ilova-2.pdf', await textPdf('ATTACHMENT TWO'), 3);
    await expect(d.getByTestId('letter-file-row').nth(0)).toHaveAttribute('data-kind', 'MAIN');
    await d.getByTestId('letter-send').click();
    await expect(d.getByTestId('letter-view')).toHaveAttribute('data-status', 'SENT');
    const number = (await d.getByTestId('letter-number').textContent())!.match(/XAT-\d{4}-\d{6}/)![0];

    // the whole letter as one PDF: the cover, then every page in order, numbered
    const merged = await request.get(`/api/v.1/pdfFiles/mergePdfFiles/${id}`, {
      headers: { authorization: `Bearer ${await tokenOf(d)}` },
    });
    expect(merged.headers()['content-type']).toBe('application/pdf');
    const pages = await pdfPages(Buffer.from(await merged.body()));
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain(number);
    expect(pages.slice(1).map((p) => p.match(/MAIN PAGE \w+|ATTACHMENT \w+/)?.[0])).toEqual([
      'MAIN PAGE ONE',
      'MAIN PAGE TWO',
      'ATTACHMENT ONE',
      'ATTACHMENT TWO',
    ]);
    pages.forEach((text, i) => expect(text).toContain(`${i + 1} / 5`));

    // the Tashkent-city chamber receives and answers it
    const c = chamber.page;
    await c.goto(`/lawyer-profile/letters/view/${id}`);
    await expect(c.getByTestId('letter-view')).toHaveAttribute('data-status', 'SENT');
    // the three themes of every letter page: the route matrix below; here the record as the chamber sees it
    await expectAccessible(c, { within: '#main-content' });
    await c.getByTestId('letter-receive').click();
    await expect(c.getByTestId('letter-view')).toHaveAttribute('data-status', 'RECEIVED');
    await c.getByTestId('letter-answer').click();
    await expect(c.getByTestId('letter-view')).toHaveAttribute('data-status', 'DRAFT');
    await addFile(c, 'javob.pdf', await textPdf('ANSWER OF THE CHAMBER'), 1);
    await c.getByTestId('letter-send').click();
    await expect(c.getByTestId('letter-view')).toHaveAttribute('data-status', 'SENT');

    await d.goto(`/lawyer-profile/letters/view/${id}`);
    await expect(d.getByTestId('letter-view')).toHaveAttribute('data-status', 'ANSWERED');
    await expect(d.getByTestId('letter-reply-link')).toHaveCount(1);

    // a letter to a government body (set up through the API: the exchange is the point here)
    const bodies = await api(d, request, 'GET', 'eijro/list');
    const draft = await api(d, request, 'POST', 'letter/create', {
      recipientKind: 'GOV_BODY',
      recipientRef: bodies.list[0].id,
      subject: `Soʻrov ${Date.now()}`,
    });
    const upload = await request.post('/api/v.1/file/upload', {
      headers: { authorization: `Bearer ${await tokenOf(d)}` },
      multipart: {
        file: { name: 'xat.pdf', mimeType: 'application/pdf', buffer: await textPdf('TO THE BODY') },
      },
    });
    expect(upload.status()).toBe(200);
    await api(d, request, 'POST', 'pdfFiles/create', {
      letterId: draft.id,
      fileId: (await upload.json()).id,
      kind: 'MAIN',
    });
    const sent = await api(d, request, 'POST', 'letter/send', { id: draft.id });
    expect(sent.exchangeNumber).toMatch(/^EIJRO-/);
    await d.goto(`/lawyer-profile/letters/view/${draft.id}`);
    await expect(d.getByTestId('letter-exchange-number')).toContainText(sent.exchangeNumber);
    // the exchange answers "later": the simulator is told to answer now
    const advanced = await request.post(
      `${govSimUrl}/document-exchange/letters/${sent.exchangeNumber}/advance`,
      {
        data: { to: 'ANSWERED' },
      },
    );
    expect(advanced.status()).toBe(200);
    await d.goto('/lawyer-profile/letters');
    await expect(d.getByTestId('new-receipt').filter({ hasText: sent.registrationNumber })).toBeVisible();
    const response = d.getByTestId('new-response').filter({ hasText: bodies.list[0].name }).first();
    await expect(response).toBeVisible();
    await d.goto(`/lawyer-profile/letters/view/${draft.id}`);
    await expect(d.getByTestId('letter-view')).toHaveAttribute('data-status', 'ANSWERED');
    await expect(d.getByTestId('letter-receipt')).toContainText(bodies.list[0].name);
    await d.getByTestId('letter-reply-link').click();
    await expect(d.getByTestId('letter-sender')).toContainText(bodies.list[0].name);
    await expect(d.getByTestId('letter-file-row')).toHaveCount(1);
  } finally {
    await director.context.close();
    await chamber.context.close();
  }
});

/** A draft of the visitor's own, written through the API, to open its page. */
async function ownDraft({ page, request }: PathContext): Promise<string> {
  const letter = await api(page, request, 'POST', 'letter/create', {
    recipientKind: 'CHAMBER',
    recipientRef: String(TASHKENT_CITY),
    subject: 'Sahifalar tekshiruvi',
  });
  return `/lawyer-profile/letters/view/${letter.id}`;
}

const WRITERS = ['director', 'region-chamber'] as const;
const REFUSED = ['user', 'investigator'] as const;

routeMatrix('letters and documents', [
  {
    path: '/lawyer-profile/letters',
    seenBy: WRITERS,
    refusedFor: [...REFUSED, 'guest'],
    shows: 'new-letter-form',
  },
  ...(['incoming', 'outgoing', 'drafts'] as const).map((box) => ({
    path: `/lawyer-profile/letters-and-documents/${box}`,
    seenBy: WRITERS,
    refusedFor: REFUSED,
    shows: 'letters-form',
  })),
  {
    path: '/lawyer-profile/letters-and-documents-contragent-or-lawyer',
    seenBy: WRITERS,
    refusedFor: REFUSED,
    shows: 'letters-form',
  },
  {
    path: '/lawyer-profile/letters-and-documents-incoming',
    seenBy: WRITERS,
    refusedFor: REFUSED,
    shows: 'letters-form',
  },
  { name: '/lawyer-profile/letters/view/{id}', path: ownDraft, seenBy: ['director'], shows: 'letter-view' },
  // document templates: the journey is doc-templates.spec.ts
  {
    path: '/lawyer-profile/letters/doc-template',
    seenBy: WRITERS,
    refusedFor: [...REFUSED, 'guest'],
    shows: 'doc-templates-form',
  },
  {
    path: '/lawyer-profile/letters/doc-template/new',
    seenBy: WRITERS,
    refusedFor: REFUSED,
    shows: 'doc-template-body',
  },
  {
    name: '/lawyer-profile/letters/doc-template/{id}',
    path: async (ctx) => `/lawyer-profile/letters/doc-template/${await ownTemplate(ctx)}`,
    seenBy: WRITERS,
    shows: 'doc-template-preview',
  },
  {
    name: '/lawyer-profile/letters/doc-template/{id}/edit',
    path: async (ctx) => `/lawyer-profile/letters/doc-template/${await ownTemplate(ctx)}/edit`,
    seenBy: WRITERS,
    shows: 'doc-template-body',
  },
]);

/** A template of the visitor's own (their structure's or their chamber's), written through the API. */
async function ownTemplate({ page, request }: PathContext): Promise<number> {
  const template = await api(page, request, 'POST', 'docTemplate/create', {
    name: `Sahifalar tekshiruvi ${Date.now()}`,
    body: 'Hurmatli {{structure.director}}!\n\n{{structure.name}}, {{today.date}}',
  });
  return template.id;
}
