/**
 * What every signed document of the portal prints the same way (contracts, reports, expert conclusions):
 * the QR code of its public check page (check-service-doc/{publicId}), the signature block beside it (who
 * signed and when, the check's address under it) and the A4 page in the portal's font.
 */
import type { DocumentSignature, Language } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import type { Translator } from '../i18n/translate';
import { orderCheckUrl, renderPdfDefinition } from './order-pdf';

/** How a signed document is printed: the portal's address (its check page's) and the reader's language. */
export interface SignedDocumentOptions {
  publicUrl: string;
  language: Language;
}

/** The check page of a registered document and its QR code; nulls while it is not registered. */
export async function checkQr(publicUrl: string, publicId: string | null) {
  const url = publicId ? orderCheckUrl(publicUrl, publicId) : null;
  return { url, qr: url ? await qrImage(url) : null };
}

/** A QR code of `text` as a data URL pdfmake prints. */
export function qrImage(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
}

/**
 * The signature lines (bold), the check's address under them (`checkLabel` + url) and the QR code at the
 * right, once the document is registered.
 */
export function signatureBlock(
  lines: string[],
  check: { url: string | null; qr: string | null; label: string },
): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          ...lines.map((text, i) => ({ text, bold: true, margin: [0, i === 0 ? 0 : 4, 0, 0] }) as Content),
          ...(check.url
            ? [{ text: `${check.label} ${check.url}`, fontSize: 8, margin: [0, 8, 0, 0] } as Content]
            : []),
        ],
      },
      ...(check.qr ? [{ width: 110, image: check.qr, fit: [110, 110] } as Content] : []),
    ],
    margin: [0, 12, 0, 0],
  };
}

/** The document's title, centred, and the line under it (its number, its period). */
export function documentTitle(title: string, subtitle: string): Content[] {
  return [
    { text: title, fontSize: 18, bold: true, alignment: 'center' },
    { text: subtitle, fontSize: 12, alignment: 'center', margin: [0, 2, 0, 8] },
  ];
}

/** A heading of a part of a document (a form of a report, the questions of an expertise). */
export function partHeading(text: string): Content {
  return { text, fontSize: 12, bold: true, margin: [0, 10, 0, 4] };
}

/**
 * A signature's line in the document's texts (`t`): its `signedBy` with who signed (the certificate's
 * subject when it names nobody) and when, or its `notSigned` while the document has no signature.
 */
export function signatureLine(signature: DocumentSignature | null, t: Translator): string {
  if (!signature) return t('notSigned');
  return t('signedBy', {
    name: signature.signerName ?? signature.certificateSubject ?? '',
    time: formatDateTime(new Date(signature.signingTime)),
  });
}

/** Renders an A4 document in Noto Sans 10 pt; its PDF subject is the check's address when registered. */
export function renderSignedDocument(
  title: string,
  url: string | null,
  content: Content[],
  extra: Pick<TDocumentDefinitions, 'styles'> = {},
): Promise<Buffer> {
  return renderPdfDefinition({
    info: { title, ...(url ? { subject: url } : {}) },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    defaultStyle: { font: 'NotoSans', fontSize: 10 },
    content,
    ...extra,
  });
}

/** A two-column table of labelled facts (label bold at the left). */
export function factsTable(rows: [string, string][]): Content {
  return {
    table: {
      widths: [170, '*'],
      body: rows.map(([label, value]) => [{ text: label, bold: true }, { text: value || '—' }]),
    },
    layout: 'lightHorizontalLines',
  };
}
