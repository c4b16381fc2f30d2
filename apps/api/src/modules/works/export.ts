/**
 * The year of my works as a file: a CSV of the months and kinds (then the kinds' and the year's totals),
 * or a PDF with the lawyer, the months, the kinds and the year's total (the portal's fonts, order-pdf.ts).
 */
import type { Language, WorksFigures, WorksSummary } from '@portal/contracts';
import { formatTiyin } from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import { csvFile } from '../../documents/csv';
import { renderPdfDefinition } from '../../documents/order-pdf';
import { translate } from '../../i18n/translate';

/** A month as the screens show it, `MM-YYYY`. */
const monthOf = (year: number, month: number) => `${String(month).padStart(2, '0')}-${year}`;

const texts = (lang: Language) => (key: string, params?: Record<string, unknown>) =>
  translate(lang, `works:${key}`, params);

const FIGURES = ['orders', 'checklists', 'fee'] as const;
const figures = (f: WorksFigures) => [f.orders, f.checklists, formatTiyin(f.feeTiyin)];
/** A spreadsheet reads the fee as a number: sum with two decimals, no group separators. */
const csvFigures = (f: WorksFigures) => [f.orders, f.checklists, (f.feeTiyin / 100).toFixed(2)];

export function worksCsv(w: WorksSummary, lang: Language): Buffer {
  const t = texts(lang);
  const kind = (k: WorksSummary['kinds'][number]['legalAid']) => k?.name ?? t('noKind');
  return csvFile([
    [t('column.month'), t('column.kind'), ...FIGURES.map((f) => t(`column.${f}`))],
    ...w.rows.map((r) => [monthOf(w.year, r.month), kind(r.legalAid), ...csvFigures(r)]),
    ...w.kinds.map((k) => [String(w.year), kind(k.legalAid), ...csvFigures(k)]),
    [String(w.year), t('total'), ...csvFigures(w.total)],
  ]);
}

export function worksPdf(w: WorksSummary, lang: Language): Promise<Buffer> {
  const t = texts(lang);
  const head = (first: string) =>
    [first, ...FIGURES.map((f) => t(`column.${f}`))].map((text) => ({ text, bold: true }));
  const line = (first: string, f: WorksFigures, bold = false) => [
    { text: first, bold },
    ...figures(f).map((v) => ({ text: String(v), alignment: 'right', bold })),
  ];
  const table = (title: string, body: unknown[][]): Content[] => [
    { text: title, fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    {
      table: { headerRows: 1, widths: ['*', 70, 70, 110], body },
      layout: 'lightHorizontalLines',
    } as Content,
  ];
  return renderPdfDefinition({
    info: { title: t('pdf.title', { year: w.year }) },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { font: 'NotoSans', fontSize: 10 },
    content: [
      { text: t('pdf.title', { year: w.year }), fontSize: 16, bold: true, alignment: 'center' },
      {
        text: t('pdf.lawyer', { name: w.lawyer.name, certificate: w.lawyer.certificateNumber }),
        alignment: 'center',
        margin: [0, 4, 0, 4],
      },
      ...table(t('byMonth'), [
        head(t('column.month')),
        ...w.months.map((m) => line(monthOf(w.year, m.month), m)),
        line(t('total'), w.total, true),
      ]),
      ...table(t('byKind'), [
        head(t('column.kind')),
        ...w.kinds.map((k) => line(k.legalAid?.name ?? t('noKind'), k)),
        line(t('total'), w.total, true),
      ]),
    ],
  });
}
