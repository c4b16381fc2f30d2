/**
 * The fields of a record's stored e-signature (packages/contracts `documentSignature`), written once for
 * every record that shows one (an order, a checklist): who signed (the name, or the PINFL when the
 * certificate has none) and when; none when the record is not signed.
 */
import type { DocumentSignature } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import type { Field } from '../kit/detail-layout';
import { useDisplayName } from '../i18n/display-name';

export function useSignatureFields() {
  const displayName = useDisplayName();
  return (
    signature: DocumentSignature | null | undefined,
    labels: { signedBy: string; signedAt: string },
    signedByTestId?: string,
  ): Field[] =>
    signature
      ? [
          {
            label: labels.signedBy,
            value: displayName(signature.signerName) ?? signature.signerPinfl,
            ...(signedByTestId && { testId: signedByTestId }),
          },
          { label: labels.signedAt, value: formatDateTime(signature.signingTime) },
        ]
      : [];
}
