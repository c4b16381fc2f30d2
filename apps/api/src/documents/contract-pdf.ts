import type { ContractDto } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import { translate, translatorFor } from '../i18n/translate';
import {
  checkQr,
  documentTitle,
  factsTable,
  renderSignedDocument,
  signatureBlock,
  signatureLine,
  type SignedDocumentOptions,
} from './signed-document';

/**
 * The contract between a structure and a lawyer as a PDF: its facts, both signatures (who, when) and, once
 * confirmed, the QR code of its public check page (check-service-doc/{publicId}).
 */
export async function renderContractPdf(
  c: Omit<ContractDto, 'history' | 'signingContent' | 'can'>,
  options: SignedDocumentOptions,
): Promise<Buffer> {
  const t = translatorFor(options.language, 'legal-aid:contractPdf.');
  const { url, qr } = await checkQr(options.publicUrl, c.publicId);
  const content: Content[] = [
    ...documentTitle(t('title'), `№ ${c.number}`),
    factsTable([
      [t('date'), formatDate(c.contractDate)],
      [t('period'), t('months', { count: c.periodMonths })],
      [t('until'), formatDate(c.endDate)],
      [t('structure'), c.structure.name],
      [t('inn'), c.structure.inn],
      [t('lawyer'), c.lawyer.fullName],
      [t('certificate'), c.lawyer.certificateNumber],
      [t('status'), translate(options.language, `common:status.${c.status}`)],
    ]),
    ...(c.cancelReason
      ? [
          {
            text: t('cancelled', { reason: c.cancelReason }),
            bold: true,
            color: '#b00020',
            margin: [0, 8, 0, 0],
          } as Content,
        ]
      : []),
    signatureBlock(
      [
        `${t('structure')}: ${signatureLine(c.directorSignature, t)}`,
        `${t('lawyer')}: ${signatureLine(c.lawyerSignature, t)}`,
      ],
      { url, qr, label: t('check') },
    ),
  ];
  return renderSignedDocument(`${t('title')} ${c.number}`, url, content);
}
