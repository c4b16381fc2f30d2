import type { HalfYearReportDto, Language } from '@portal/contracts';
import {
  formatDate,
  formatDateTime,
  HALF_YEAR_REPORT_FORM_KEYS,
  HALF_YEAR_REPORT_FORMS,
} from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { translate } from '../i18n/translate';
import { orderCheckUrl, renderPdfDefinition } from './order-pdf';

/**
 * A half-year report as a PDF: the structure and the half-year, the four forms figure by figure, the
 * director's signature and, once signed, the QR code of its public check page (check-service-doc/{id}).
 */
export async function renderHalfYearReportPdf(
  r: Pick<
    HalfYearReportDto,
    'id' | 'status' | 'period' | 'structure' | 'forms' | 'directorSignature' | 'publicId' | 'returnReason'
  >,
  options: { publicUrl: string; language: Language },
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(options.language, `reports:${key}`, params);
  const url = r.publicId ? orderCheckUrl(options.publicUrl, r.publicId) : null;
  const qr = url ? await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }) : null;
  const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value }];
  const forms: Content[] = HALF_YEAR_REPORT_FORM_KEYS.flatMap((form) => [
    { text: t(`form.${form}`), fontSize: 12, bold: true, margin: [0, 10, 0, 4] } as Content,
    {
      table: {
        widths: ['*', 110],
        body: HALF_YEAR_REPORT_FORMS[form].map((field) => [
          { text: t(`field.${field}`) },
          { text: String((r.forms[form] as Record<string, number>)[field] ?? 0), alignment: 'right' },
        ]),
      },
      layout: 'lightHorizontalLines',
    } as Content,
  ]);
  const s = r.directorSignature;
  const content: Content[] = [
    { text: t('pdf.title'), fontSize: 18, bold: true, alignment: 'center' },
    {
      text: t('periodLabel', { year: r.period.year, half: r.period.half }),
      fontSize: 12,
      alignment: 'center',
      margin: [0, 2, 0, 8],
    },
    {
      table: {
        widths: [170, '*'],
        body: [
          row(t('structure'), r.structure.name),
          row(t('inn'), r.structure.inn || '—'),
          row(t('region'), r.structure.regionName),
          row(t('period'), `${formatDate(r.period.from)} – ${formatDate(r.period.to)}`),
          row(t('due'), formatDate(r.period.due)),
          row(t('status'), translate(options.language, `common:status.${r.status}`)),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...forms,
    {
      columns: [
        {
          width: '*',
          stack: [
            {
              text: s
                ? t('pdf.signedBy', {
                    name: s.signerName ?? s.certificateSubject ?? '',
                    time: formatDateTime(new Date(s.signingTime)),
                  })
                : t('pdf.notSigned'),
              bold: true,
            },
            ...(url
              ? [{ text: `${t('pdf.check')} ${url}`, fontSize: 8, margin: [0, 8, 0, 0] } as Content]
              : []),
          ],
        },
        ...(qr ? [{ width: 110, image: qr, fit: [110, 110] } as Content] : []),
      ],
      margin: [0, 12, 0, 0],
    },
  ];
  return renderPdfDefinition({
    info: { title: `${t('pdf.title')} ${r.period.year}/${r.period.half}`, ...(url ? { subject: url } : {}) },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { font: 'NotoSans', fontSize: 10 },
    content,
  });
}
