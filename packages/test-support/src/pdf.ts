/**
 * A PDF the portal printed, read back as its reader would: the text of its pages, its images, and
 * the QR codes among them decoded (pdf.js and jsQR), so a test can follow a document's QR code to its
 * check page. A separate entry (`@portal/test-support/pdf`): pdf.js is large.
 */
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** pdf.js image kind: 1 gray, 2 RGB, 3 RGBA. */
  kind: number;
}

/** pdf.js over the bytes, with the system's fonts and eval off (as in a reader's sandbox). */
function openPdf(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
}

/**
 * The text of each page of a PDF, as pdf.js extracts it (what a reader can select and search), the page's
 * pieces joined by spaces.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const out: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    out.push(content.items.map((t) => ('str' in t ? t.str : '')).join(' '));
  }
  return out;
}

/** The first page's text, its images, the page count and the document information. */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await openPdf(bytes);
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  const ops = await page.getOperatorList();
  const images: PdfImage[] = [];
  for (let i = 0; i < ops.fnArray.length; i++)
    if (ops.fnArray[i] === OPS.paintImageXObject) {
      const name = (ops.argsArray[i] as [string])[0];
      images.push(await new Promise((resolve) => page.objs.get(name, resolve)));
    }
  return {
    pages: pdf.numPages,
    text,
    images,
    info: (await pdf.getMetadata()).info as Record<string, unknown>,
  };
}

/** pdf.js image data (gray, RGB or RGBA) as the RGBA jsQR reads. */
export function rgba(image: PdfImage): Uint8ClampedArray {
  if (image.kind === 3) return image.data;
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  for (let p = 0; p < image.width * image.height; p++) {
    const gray = image.kind === 1;
    out[p * 4] = gray ? image.data[p]! : image.data[p * 3]!;
    out[p * 4 + 1] = gray ? image.data[p]! : image.data[p * 3 + 1]!;
    out[p * 4 + 2] = gray ? image.data[p]! : image.data[p * 3 + 2]!;
    out[p * 4 + 3] = 255;
  }
  return out;
}

/** The texts of the QR codes on the first page. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const { images } = await readPdf(bytes);
  return images.flatMap((image) => {
    const code = jsQR(rgba(image), image.width, image.height);
    return code ? [code.data] : [];
  });
}
