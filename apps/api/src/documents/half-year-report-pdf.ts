import type { HalfYearReportDto, Language } from '@portal/contracts';
import {
  formatDate,
  formatDateTime,
  HALF_YEAR_REPORT_FORM_KEYS,
  HALF_YEAR_REPORT_FORMS,
} from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import { translate } from '../i18n/translate';
import { checkQr, factsTable, renderSignedDocument, signatureBlock } from './signed-document';

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
  const { url, qr } = await checkQr(options.publicUrl, r.publicId);
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
    factsTable([
      [t('structure'), r.structure.name],
      [t('inn'), r.structure.inn],
      [t('region'), r.structure.regionName],
      [t('period'), `${formatDate(r.period.from)} – ${formatDate(r.period.to)}`],
      [t('due'), formatDate(r.period.due)],
      [t('status'), translate(options.language, `common:status.${r.status}`)],
    ]),
    ...forms,
    signatureBlock(
      [
        s
          ? t('pdf.signedBy', {
              name: s.signerName ?? s.certificateSubject ?? '',
              time: formatDateTime(new Date(s.signingTime)),
            })
          : t('pdf.notSigned'),
      ],
      { url, qr, label: t('pdf.check') },
    ),
  ];
  return renderSignedDocument(`${t('pdf.title')} ${r.period.year}/${r.period.half}`, url, content);
}
