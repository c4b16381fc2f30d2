/**
 * The receipt of a paid request (`get-receipt/{id}`): who paid, for which request, how much, when, the
 * provider's transaction, and a QR code to the receipt's public check page (check-service-doc/{id}).
 */
import type { Language } from '@portal/contracts';
import { formatDateTime, formatTiyin } from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { translate } from '../i18n/translate';
import { orderCheckUrl, renderPdfDefinition } from './order-pdf';

export interface ReceiptDocument {
  language: Language;
  number: string;
  publicId: string;
  payerName: string;
  requestId: number;
  requestType: string;
  amountTiyin: number;
  paidAt: Date;
  providerTransactionId: string;
  revoked: boolean;
}

export async function renderReceiptPdf(
  doc: ReceiptDocument,
  options: { publicUrl: string },
): Promise<Buffer> {
  const t = (key: string) => translate(doc.language, `requests:receipt.${key}`);
  const url = orderCheckUrl(options.publicUrl, doc.publicId);
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value }];
  const content: Content[] = [
    { text: t('title'), fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
    { text: `№ ${doc.number}`, margin: [0, 0, 0, 8] },
    {
      table: {
        widths: [170, '*'],
        body: [
          row(t('payer'), doc.payerName),
          row(t('request'), `№ ${doc.requestId}, ${doc.requestType}`),
          row(t('amount'), `${formatTiyin(doc.amountTiyin)} ${t('sum')}`),
          row(t('paidAt'), formatDateTime(doc.paidAt)),
          row(t('transaction'), doc.providerTransactionId),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    },
  ];
  if (doc.revoked) content.push({ text: t('revoked'), bold: true, color: '#a00', margin: [0, 0, 0, 8] });
  content.push({ image: qr, width: 110 }, { text: url, fontSize: 8 });
  return renderPdfDefinition({ content, defaultStyle: { font: 'NotoSans', fontSize: 10 } });
}
