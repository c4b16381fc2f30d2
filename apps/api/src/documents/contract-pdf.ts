import type { ContractDto, Language } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { translate } from '../i18n/translate';
import { orderCheckUrl, renderPdfDefinition } from './order-pdf';

/**
 * The contract between a structure and a lawyer as a PDF: its facts, both signatures (who, when) and, once
 * confirmed, the QR code of its public check page (check-service-doc/{publicId}).
 */
export async function renderContractPdf(
  c: Omit<ContractDto, 'history' | 'signingContent' | 'can'>,
  options: { publicUrl: string; language: Language },
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(options.language, `legal-aid:contractPdf.${key}`, params);
  const url = c.publicId ? orderCheckUrl(options.publicUrl, c.publicId) : null;
  const qr = url ? await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }) : null;
  const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value }];
  const signed = (s: ContractDto['directorSignature']) =>
    s
      ? t('signedBy', {
          name: s.signerName ?? s.certificateSubject ?? '',
          time: formatDateTime(new Date(s.signingTime)),
        })
      : t('notSigned');
  const content: Content[] = [
    { text: t('title'), fontSize: 18, bold: true, alignment: 'center' },
    { text: `№ ${c.number}`, fontSize: 12, alignment: 'center', margin: [0, 2, 0, 8] },
    {
      table: {
        widths: [170, '*'],
        body: [
          row(t('date'), formatDate(c.contractDate)),
          row(t('period'), t('months', { count: c.periodMonths })),
          row(t('until'), formatDate(c.endDate)),
          row(t('structure'), c.structure.name),
          row(t('inn'), c.structure.inn || '—'),
          row(t('lawyer'), c.lawyer.fullName),
          row(t('certificate'), c.lawyer.certificateNumber),
          row(t('status'), translate(options.language, `common:status.${c.status}`)),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...(c.cancelReason
      ? [
          {
            text: t('cancelled', { reason: c.cancelReason }),
            bold: true,
            color: '#b00020',
            margin: [0, 8, 0, 0],
          } as Content,
        ]
      : []),
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: `${t('structure')}: ${signed(c.directorSignature)}`, bold: true },
            { text: `${t('lawyer')}: ${signed(c.lawyerSignature)}`, bold: true, margin: [0, 4, 0, 0] },
            ...(url ? [{ text: `${t('check')} ${url}`, fontSize: 8, margin: [0, 8, 0, 0] } as Content] : []),
          ],
        },
        ...(qr ? [{ width: 110, image: qr, fit: [110, 110] } as Content] : []),
      ],
      margin: [0, 12, 0, 0],
    },
  ];
  return renderPdfDefinition({
    info: { title: `${t('title')} ${c.number}`, ...(url ? { subject: url } : {}) },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { font: 'NotoSans', fontSize: 10 },
    content,
  });
}
