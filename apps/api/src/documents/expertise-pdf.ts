/**
 * The expertise documents as PDFs, from a request's DTO in the reader's language: the conclusion (its
 * number, the request's facts, the questions and the findings, the head of department's signature and the
 * QR code of its public check) and the invoice (its lines, payee and payer, and the QR code of the page
 * it is paid on).
 */
import type { ExpertiseDto } from '@portal/contracts';
import { formatDate, formatTiyin } from '@portal/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { translate, translatorFor } from '../i18n/translate';
import {
  checkQr,
  documentTitle,
  factsTable,
  partHeading,
  qrImage,
  renderSignedDocument,
  signatureBlock,
  signatureLine,
  type SignedDocumentOptions,
} from './signed-document';

/** The sent conclusion of `r` (r.conclusion with its number). */
export async function renderConclusionPdf(r: ExpertiseDto, options: SignedDocumentOptions): Promise<Buffer> {
  const t = translatorFor(options.language, 'expertise:pdf.');
  const c = r.conclusion!;
  const { url, qr } = await checkQr(options.publicUrl, c.publicId);
  const content: Content[] = [
    ...documentTitle(t('conclusionTitle'), `№ ${c.number ?? ''}`),
    factsTable([
      [t('organization'), r.organization.name],
      [t('researchType'), r.researchType.name],
      [t('request'), `№ ${r.id}`],
      [t('order'), r.eoNumber ?? r.order.number ?? ''],
      [t('lawyer'), r.lawyer.fullName],
      [t('expert'), r.expert ?? ''],
      [t('actions'), r.actions.map((a) => a.name).join('; ')],
    ]),
    partHeading(t('questions')),
    { text: r.questions },
    partHeading(t('findings')),
    { text: c.text },
    signatureBlock([signatureLine(c.signature, t)], { url, qr, label: t('check') }),
  ];
  return renderSignedDocument(`${t('conclusionTitle')} ${c.number ?? ''}`.trim(), url, content);
}

/** The invoice of `r` (r.invoice), with the QR code of its payment page. */
export async function renderInvoicePdf(r: ExpertiseDto, options: SignedDocumentOptions): Promise<Buffer> {
  const t = translatorFor(options.language, 'expertise:pdf.');
  const invoice = r.invoice!;
  const sum = (tiyin: number) => `${formatTiyin(tiyin)} ${t('sum')}`;
  const line = (label: string, price: string, bold = false): TableCell[] => [
    { text: label, bold },
    { text: price, bold, alignment: 'right' },
  ];
  const payAt = `${options.publicUrl.replace(/\/$/, '')}/expertise/payment/${r.id}`;
  const content: Content[] = [
    ...documentTitle(t('invoiceTitle'), `№ ${invoice.number}`),
    factsTable([
      [t('payee'), invoice.payee],
      [t('payer'), r.lawyer.fullName],
      [t('request'), `№ ${r.id}, ${r.researchType.name}`],
      [t('order'), r.eoNumber ?? r.order.number ?? ''],
      [t('issuedAt'), formatDate(invoice.issuedAt.slice(0, 10))],
      [t('dueOn'), formatDate(invoice.dueOn)],
      [t('paymentStatus'), translate(options.language, `expertise:paymentStatus.${invoice.paymentStatus}`)],
    ]),
    partHeading(t('lines')),
    {
      table: {
        widths: ['*', 120],
        body: [
          line(t('action'), t('price'), true),
          ...invoice.lines.map((l) => line(l.action, sum(l.priceTiyin))),
          line(t('total'), sum(invoice.amountTiyin), true),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      columns: [
        { width: '*', stack: [{ text: t('payHere') }, { text: payAt, fontSize: 8, margin: [0, 4, 0, 0] }] },
        { width: 110, image: await qrImage(payAt), fit: [110, 110] },
      ],
      margin: [0, 12, 0, 0],
    },
  ];
  return renderSignedDocument(`${t('invoiceTitle')} ${invoice.number}`, null, content);
}
