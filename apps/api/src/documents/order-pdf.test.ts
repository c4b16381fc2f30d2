/**
 * The order PDF parsed back: its text (with oʻ gʻ, ў қ ғ ҳ and Russian intact, so the font covers them)
 * and its QR code decoded from the embedded image to the public check URL.
 */
import { readPdf, rgba } from '@portal/test-support/pdf';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { orderCheckUrl, type OrderDocument, renderOrderPdf } from './order-pdf';

const ORDER: OrderDocument = {
  publicId: 'Xq3v9TbK0mW2pLr7sYd1Ag',
  language: 'lt',
  type: 'ELECTRONIC',
  status: 'CREATED',
  number: '2026/000123',
  orderDate: '2026-03-11',
  lateSent: true,
  structureName: 'Fargʻona “Adolat” advokatlik byurosi',
  lawyerName: 'Karimov Jasur Bahodirovich',
  certificateNumber: '00412',
  protectedPerson: { kind: 'INDIVIDUAL', name: 'Oʻgʻilov Gʻayrat Shavkat oʻgʻli', pinfl: '31403856004118' },
  legalAid: 'Dastlabki tergov bosqichida ayblanuvchining himoyasi',
  basis: 'Davlat hisobidan tayinlash',
  groundsDocNumber: '17',
  groundsDocDate: '2026-03-09',
  caseNumber: '17302600001',
  contractDate: null,
  approvedDate: null,
  bookletNumber: null,
  casePersons: [{ name: 'Қўчқоров Ғайрат Ҳасанович', pinfl: '31403856004119', role: 'жабрланувчи' }],
  signedBy: { name: 'Karimov Jasur Bahodirovich', at: new Date('2026-03-11T10:15:00+05:00') },
  cancelReason: null,
};

const parse = (bytes: Buffer) => readPdf(bytes);

describe('the order as a PDF', () => {
  it('carries every field in Uzbek Latin, Cyrillic names intact, and the signature block', async () => {
    const { text, pages, info } = await parse(
      await renderOrderPdf(ORDER, { publicUrl: 'https://advokat.uz/' }),
    );
    expect(pages).toBe(1);
    for (const expected of [
      'ORDER',
      '2026/000123',
      '11-03-2026',
      'Elektron',
      'Fargʻona “Adolat” advokatlik byurosi',
      'Karimov Jasur Bahodirovich',
      '00412',
      'Oʻgʻilov Gʻayrat Shavkat oʻgʻli',
      '31403856004118',
      'Dastlabki tergov bosqichida ayblanuvchining himoyasi',
      'Davlat hisobidan tayinlash',
      '№ 17, 09-03-2026',
      '17302600001',
      'Kechiktirib rasmiylashtirilgan',
      'Қўчқоров Ғайрат Ҳасанович',
      'Elektron imzo bilan imzolagan: Karimov Jasur Bahodirovich, 11-03-2026 10:15',
    ])
      expect(text).toContain(expected);
    expect(info.Title).toBe('ORDER 2026/000123');
  });

  it('has a QR code that decodes to the public check page of the order', async () => {
    const { images } = await parse(await renderOrderPdf(ORDER, { publicUrl: 'https://advokat.uz/' }));
    expect(images).toHaveLength(1);
    const image = images[0]!;
    const code = jsQR(rgba(image), image.width, image.height);
    expect(code?.data).toBe('https://advokat.uz/check-service-doc/Xq3v9TbK0mW2pLr7sYd1Ag');
    expect(code?.data).toBe(orderCheckUrl('https://advokat.uz', ORDER.publicId!));
  });

  it('has no QR code while the order is a draft (not in the registry of issued documents yet)', async () => {
    const draft = { ...ORDER, status: 'DRAFT' as const, number: null, publicId: null, signedBy: null };
    const { images, text } = await parse(await renderOrderPdf(draft, { publicUrl: 'https://advokat.uz/' }));
    expect(images).toHaveLength(0);
    expect(text).not.toContain('check-service-doc');
  });

  it('is written in the order’s language: Russian and Uzbek Cyrillic', async () => {
    const ru = await parse(
      await renderOrderPdf({ ...ORDER, language: 'ru' }, { publicUrl: 'http://localhost:8080' }),
    );
    expect(ru.text).toContain('ОРДЕР');
    expect(ru.text).toContain('Подписан электронной подписью: Karimov Jasur Bahodirovich, 11-03-2026 10:15');
    expect(ru.text).toContain('Оформлен с опозданием');
    const uz = await parse(
      await renderOrderPdf({ ...ORDER, language: 'uz' }, { publicUrl: 'http://localhost:8080' }),
    );
    expect(uz.text).toContain('Ҳимоя қилинувчи шахс');
    expect(uz.text).toContain('Жиноят иши рақами');
  });

  it('marks a draft as not signed and a cancelled order with its reason', async () => {
    const draft = await parse(
      await renderOrderPdf(
        { ...ORDER, status: 'DRAFT', number: null, signedBy: null },
        { publicUrl: 'http://x' },
      ),
    );
    expect(draft.text).toContain('Imzolanmagan (qoralama)');
    const cancelled = await parse(
      await renderOrderPdf(
        { ...ORDER, status: 'CANCELLED', cancelReason: 'Xato bilan berilgan', language: 'eng' },
        { publicUrl: 'http://x' },
      ),
    );
    expect(cancelled.text).toContain('CANCELLED: Xato bilan berilgan');
  });
});
