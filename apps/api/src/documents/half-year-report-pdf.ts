import type { HalfYearReportDto } from '@portal/contracts';
import { formatDate, HALF_YEAR_REPORT_FORM_KEYS, HALF_YEAR_REPORT_FORMS } from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import { translate, translatorFor } from '../i18n/translate';
import {
  checkQr,
  documentTitle,
  factsTable,
  partHeading,
  renderSignedDocument,
  signatureBlock,
  signatureLine,
  type SignedDocumentOptions,
} from './signed-document';

/**
 * A half-year report as a PDF: the structure and the half-year, the four forms figure by figure, the
 * director's signature and, once signed, the QR code of its public check page (check-service-doc/{id}).
 */
export async function renderHalfYearReportPdf(
  r: Pick<
    HalfYearReportDto,
    'id' | 'status' | 'period' | 'structure' | 'forms' | 'directorSignature' | 'publicId' | 'returnReason'
  >,
  options: SignedDocumentOptions,
): Promise<Buffer> {
  const t = translatorFor(options.language, 'reports:');
  const { url, qr } = await checkQr(options.publicUrl, r.publicId);
  const forms: Content[] = HALF_YEAR_REPORT_FORM_KEYS.flatMap((form) => [
    partHeading(t(`form.${form}`)),
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
  const content: Content[] = [
    ...documentTitle(t('pdf.title'), t('periodLabel', { year: r.period.year, half: r.period.half })),
    factsTable([
      [t('structure'), r.structure.name],
      [t('inn'), r.structure.inn],
      [t('region'), r.structure.regionName],
      [t('period'), `${formatDate(r.period.from)} – ${formatDate(r.period.to)}`],
      [t('due'), formatDate(r.period.due)],
      [t('status'), translate(options.language, `common:status.${r.status}`)],
    ]),
    ...forms,
    signatureBlock([signatureLine(r.directorSignature, translatorFor(options.language, 'reports:pdf.'))], {
      url,
      qr,
      label: t('pdf.check'),
    }),
  ];
  return renderSignedDocument(`${t('pdf.title')} ${r.period.year}/${r.period.half}`, url, content);
}
