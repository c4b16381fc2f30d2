/**
 * A letter as one PDF (pdfFiles/mergePdfFiles): a cover page with the letter's registration data
 * (pdfmake, Noto Sans: Uzbek Latin and Cyrillic, Russian), then the main PDF and the attachments in their
 * order, merged with pdf-lib; images (JPEG, PNG) become one A4 page each; every page is numbered "n / N".
 */
import type { Language } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { translate, translatorFor } from '../i18n/translate';
import { renderPdfDefinition } from './order-pdf';

export interface LetterCover {
  language: Language;
  registrationNumber: string | null;
  status: string;
  subject: string;
  summary: string | null;
  senderName: string;
  recipientName: string;
  sentAt: Date | null;
  dueDate: string | null;
  exchangeNumber: string | null;
  files: { kind: 'MAIN' | 'ATTACHMENT'; name: string }[];
}

export interface LetterPdfPart {
  contentType: string;
  bytes: Buffer;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;

function renderCover(c: LetterCover): Promise<Buffer> {
  const t = translatorFor(c.language, 'letters:');
  const row = (label: string, value: string | null) => [{ text: label, bold: true }, { text: value ?? '—' }];
  return renderPdfDefinition({
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 60],
    defaultStyle: { font: 'NotoSans', fontSize: 11 },
    content: [
      { text: t('cover.title'), fontSize: 16, bold: true, margin: [0, 0, 0, 16] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row(t('field.registrationNumber'), c.registrationNumber),
            row(t('field.status'), translate(c.language, `common:status.${c.status}`)),
            row(t('field.sentAt'), c.sentAt ? formatDateTime(c.sentAt) : null),
            row(t('field.dueDate'), c.dueDate ? formatDate(c.dueDate) : null),
            row(t('field.sender'), c.senderName),
            row(t('field.recipient'), c.recipientName),
            row(t('field.subject'), c.subject),
            row(t('field.summary'), c.summary),
            row(t('field.exchangeNumber'), c.exchangeNumber),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: t('cover.files'), bold: true, margin: [0, 16, 0, 6] },
      {
        ol: c.files.map((f) => `${f.name} (${t(`fileKind.${f.kind}`)})`),
      },
    ],
  });
}

/** pdf-lib, loaded when a letter's PDF is first made or checked rather than at every start (~26 MB). */
const pdfLib = () => import('pdf-lib');

/** Adds an image as one A4 page, scaled to fit inside the margins. */
async function addImagePage(out: PDFDocument, part: LetterPdfPart): Promise<void> {
  const image =
    part.contentType === 'image/png' ? await out.embedPng(part.bytes) : await out.embedJpg(part.bytes);
  const page = out.addPage(A4);
  const scale = Math.min((A4[0] - 2 * MARGIN) / image.width, (A4[1] - 2 * MARGIN) / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (A4[0] - width) / 2, y: (A4[1] - height) / 2, width, height });
}

/** Appends a part (a PDF's pages, or an image as a page) to `out`. */
export async function appendPart(out: PDFDocument, part: LetterPdfPart): Promise<void> {
  if (part.contentType !== 'application/pdf') return addImagePage(out, part);
  const { PDFDocument } = await pdfLib();
  const source = await PDFDocument.load(part.bytes, { ignoreEncryption: true });
  const pages = await out.copyPages(source, source.getPageIndices());
  for (const page of pages) out.addPage(page);
}

function numberPages(
  pages: PDFPage[],
  font: Awaited<ReturnType<PDFDocument['embedFont']>>,
  color: RGB,
): void {
  pages.forEach((page, i) => {
    const text = `${i + 1} / ${pages.length}`;
    const size = 9;
    const { width } = page.getSize();
    page.drawText(text, {
      x: width - MARGIN - font.widthOfTextAtSize(text, size),
      y: 18,
      size,
      font,
      color,
    });
  });
}

/** The cover, then every part in order, pages numbered. */
export async function mergeLetterPdf(cover: LetterCover, parts: LetterPdfPart[]): Promise<Buffer> {
  const { PDFDocument, rgb, StandardFonts } = await pdfLib();
  const out = await PDFDocument.create();
  await appendPart(out, { contentType: 'application/pdf', bytes: await renderCover(cover) });
  for (const part of parts) await appendPart(out, part);
  numberPages(out.getPages(), await out.embedFont(StandardFonts.Helvetica), rgb(0.25, 0.25, 0.25));
  out.setTitle(cover.registrationNumber ?? cover.subject);
  return Buffer.from(await out.save());
}

/** One part as a PDF for viewing (convert/view-pdf): a PDF as it is, an image as a one-page PDF. */
export async function viewablePdf(part: LetterPdfPart): Promise<Buffer> {
  if (part.contentType === 'application/pdf') return part.bytes;
  const { PDFDocument } = await pdfLib();
  const out = await PDFDocument.create();
  await addImagePage(out, part);
  return Buffer.from(await out.save());
}

/** Whether pdf-lib reads the PDF (an upload it cannot read could never be merged: refused at upload). */
export async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  try {
    const { PDFDocument } = await pdfLib();
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}
