import { createRequire } from 'node:module';
import type { Language } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import type pdfmakeModule from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { translatorFor } from '../i18n/translate';

/**
 * The order (the advocate's warrant) as a PDF: every field, the protected person, the lawyer and
 * structure, number and date, a signature block (who signed and when) and a QR code to its public check
 * page. Written in the order's language with Noto Sans (Latin with oʻ gʻ ʼ, Cyrillic with ў қ ғ ҳ,
 * Russian). Returns the bytes; storing and registering the document is the issued-documents registry's.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  normal: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  italics: require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  bolditalics: require.resolve('@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf'),
};
const ALLOWED_FILES = new Set(Object.values(FONT_FILES));

/** pdfmake with the portal's fonts, loaded on the first document rather than at every start (~26 MB). */
type Pdfmake = typeof pdfmakeModule;
let printer: Promise<Pdfmake> | undefined;
function pdfPrinter() {
  printer ??= import('pdfmake').then((loaded) => {
    // a CommonJS module: node hands its exports over as `default`
    const pdfmake = (loaded as unknown as { default: Pdfmake }).default;
    pdfmake.setFonts({ NotoSans: FONT_FILES });
    // The document reads only its own fonts and never fetches anything.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => ALLOWED_FILES.has(path));
    return pdfmake;
  });
  return printer;
}

/** Renders a pdfmake document with the portal's fonts (and no outside access) to PDF bytes. */
export async function renderPdfDefinition(definition: TDocumentDefinitions): Promise<Buffer> {
  return (await pdfPrinter()).createPdf(definition).getBuffer();
}

/** Everything printed on an order, already resolved to text (names in the order's language). */
export interface OrderDocument {
  /** The public id of its check page in the registry of issued documents; null while a draft (no QR code). */
  publicId: string | null;
  language: Language;
  type: 'ELECTRONIC' | 'PAPER';
  status: 'DRAFT' | 'CREATED' | 'CANCELLED' | 'DELETED';
  number: string | null;
  orderDate: string | null;
  lateSent: boolean;
  structureName: string | null;
  lawyerName: string;
  certificateNumber: string;
  protectedPerson:
    | { kind: 'INDIVIDUAL'; name: string; pinfl: string | null }
    | { kind: 'LEGAL_ENTITY'; name: string; inn: string | null };
  legalAid: string | null;
  basis: string | null;
  groundsDocNumber: string | null;
  groundsDocDate: string | null;
  caseNumber: string | null;
  contractDate: string | null;
  approvedDate: string | null;
  bookletNumber: string | null;
  casePersons: { name: string; pinfl: string; role: string }[];
  signedBy: { name: string; at: Date } | null;
  cancelReason: string | null;
}

/** The public check page an order's QR code opens. */
export function orderCheckUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/check-service-doc/${publicId}`;
}

const DASH = '—';

/** Renders the order to PDF bytes. */
export async function renderOrderPdf(doc: OrderDocument, options: { publicUrl: string }): Promise<Buffer> {
  const t = translatorFor(doc.language, 'legal-aid:orderPdf.');
  const url = doc.publicId ? orderCheckUrl(options.publicUrl, doc.publicId) : null;
  const qr = url ? await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }) : null;
  const row = (label: string, value: string | null | undefined): Content[] => [
    { text: label, style: 'label' },
    { text: value && value.length > 0 ? value : DASH },
  ];
  const person = doc.protectedPerson;
  const rows: Content[][] = [
    row(t('number'), doc.number),
    row(t('date'), doc.orderDate ? formatDate(doc.orderDate) : null),
    row(t('type'), t(doc.type)),
    row(t('issuer'), doc.structureName ?? t('personalScope')),
    row(t('lawyer'), doc.lawyerName),
    row(t('certificate'), doc.certificateNumber),
    row(
      t('protectedPerson'),
      person.kind === 'INDIVIDUAL'
        ? `${person.name}${person.pinfl ? `, ${t('pinfl')} ${person.pinfl}` : ''}`
        : `${person.name} (${t('legalEntity')})${person.inn ? `, ${t('inn')} ${person.inn}` : ''}`,
    ),
    row(t('legalAid'), doc.legalAid),
    row(t('basis'), doc.basis),
    row(
      t('groundsDocument'),
      [
        doc.groundsDocNumber ? `№ ${doc.groundsDocNumber}` : null,
        doc.groundsDocDate ? formatDate(doc.groundsDocDate) : null,
      ]
        .filter(Boolean)
        .join(', '),
    ),
    row(t('caseNumber'), doc.caseNumber),
    ...(doc.contractDate ? [row(t('contractDate'), formatDate(doc.contractDate))] : []),
    ...(doc.approvedDate ? [row(t('approvedDate'), formatDate(doc.approvedDate))] : []),
    ...(doc.bookletNumber ? [row(t('bookletNumber'), doc.bookletNumber)] : []),
  ];
  const content: Content[] = [
    { text: t('title'), style: 'title' },
    { text: doc.number ? `№ ${doc.number}` : t('notSigned'), style: 'subtitle' },
    {
      table: { widths: [170, '*'], body: rows },
      layout: 'lightHorizontalLines',
      margin: [0, 8, 0, 8],
    },
  ];
  if (doc.lateSent) content.push({ text: t('lateSent'), bold: true, margin: [0, 0, 0, 8] });
  if (doc.casePersons.length > 0)
    content.push(
      { text: t('casePersons'), style: 'heading' },
      {
        ul: doc.casePersons.map((p) => `${p.name}, ${t('pinfl')} ${p.pinfl} (${p.role})`),
        margin: [0, 0, 0, 8],
      },
    );
  if (doc.status === 'CANCELLED')
    content.push({ text: t('cancelled', { reason: doc.cancelReason ?? '' }), style: 'cancelled' });
  content.push({
    columns: [
      {
        width: '*',
        stack: [
          {
            text: doc.signedBy
              ? t('signedBy', { name: doc.signedBy.name, time: formatDateTime(doc.signedBy.at) })
              : t('notSigned'),
            style: 'signature',
          },
          ...(url
            ? [
                { text: t('check'), style: 'small', margin: [0, 8, 0, 0] } as Content,
                { text: url, style: 'small' } as Content,
              ]
            : []),
        ],
      },
      ...(qr ? [{ width: 110, image: qr, fit: [110, 110] } as Content] : []),
    ],
    margin: [0, 12, 0, 0],
  });
  const definition: TDocumentDefinitions = {
    info: { title: `${t('title')} ${doc.number ?? ''}`.trim(), ...(url ? { subject: url } : {}) },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { font: 'NotoSans', fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true, alignment: 'center' },
      subtitle: { fontSize: 12, alignment: 'center', margin: [0, 2, 0, 6] },
      heading: { fontSize: 11, bold: true, margin: [0, 4, 0, 2] },
      label: { bold: true },
      signature: { fontSize: 10, bold: true },
      small: { fontSize: 8, color: '#444444' },
      cancelled: { fontSize: 12, bold: true, color: '#b00020', margin: [0, 4, 0, 4] },
    },
    content,
  };
  return renderPdfDefinition(definition);
}
