import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, as pdf.js extracts it (what a reader can select and search). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const out: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    out.push((await page.getTextContent()).items.map((t) => ('str' in t ? t.str : '')).join(' '));
  }
  return out;
}
