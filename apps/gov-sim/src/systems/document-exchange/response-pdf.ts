import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Latin letters the standard PDF font has: the Uzbek modifier letters become plain apostrophes. */
const plain = (text: string) => text.replace(/[ʻʼ‘’]/g, "'").replace(/[^\x20-\x7e]/g, '?');

/** A one-page response letter of a government body (the simulator's stand-in for the body's scan). */
export async function responsePdf(input: { number: string; date: string; from: string; to: string }) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    plain(input.from),
    `Response letter No ${plain(input.number)} of ${input.date}`,
    `To your letter No ${plain(input.to)}`,
    'Your letter has been considered. (Document exchange simulator)',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 24, size: 12, font }));
  return Buffer.from(await doc.save());
}
