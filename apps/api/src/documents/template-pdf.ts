import type { Content } from 'pdfmake/interfaces';
import { renderPdfDefinition } from './order-pdf';

/**
 * A filled document template as a PDF (docs/domain.md "Document templates"): its name as the title, then
 * the filled text, paragraph by paragraph (a blank line starts a new one; line breaks are kept), in Noto
 * Sans (Latin with oʻ gʻ, Cyrillic, Russian), with page numbers `n / N`.
 */
export function renderTemplatePdf(doc: { title: string; text: string }): Promise<Buffer> {
  const paragraphs: Content[] = doc.text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => ({ text: p, margin: [0, 0, 0, 8] }) as Content);
  return renderPdfDefinition({
    info: { title: doc.title },
    pageSize: 'A4',
    pageMargins: [60, 50, 50, 60],
    defaultStyle: { font: 'NotoSans', fontSize: 11, lineHeight: 1.25 },
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8 }),
    content: [
      { text: doc.title, fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 14] },
      ...paragraphs,
    ],
  });
}
