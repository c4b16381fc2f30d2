import { AppError } from '../../errors/app-error';

/** Why a signature is not accepted, and the message the user reads (spec section 8 and this module's own). */
export const REFUSAL_MESSAGES = {
  KEY_EXPIRED: 'errors:business.eSignKeyExpired',
  UNTRUSTED_CA: 'errors:business.eSignUntrustedCa',
  PINFL_MISMATCH: 'errors:business.eSignPinflMismatch',
  CHALLENGE_INVALID: 'errors:business.eSignChallengeInvalid',
  SIGNATURE_INVALID: 'e-signature:errors.signatureInvalid',
  DOCUMENT_MISMATCH: 'e-signature:errors.documentMismatch',
  SIGNING_TIME_INVALID: 'e-signature:errors.signingTimeInvalid',
  PERSON_NOT_FOUND: 'e-signature:errors.personNotFound',
} as const;

export type RefusalReason = keyof typeof REFUSAL_MESSAGES;

/** A signature the portal does not accept: 422 BUSINESS_RULE with the reason's localized message. */
export class ESignatureRefusal extends AppError {
  constructor(
    readonly reason: RefusalReason,
    readonly detail?: string,
  ) {
    super('BUSINESS_RULE', { messageKey: REFUSAL_MESSAGES[reason] });
    this.name = 'ESignatureRefusal';
  }
}

/** The query-log outcome of a failed e-signature attempt: `ESIGN_<reason>` or the error code. */
export function outcomeOf(error: unknown): string {
  if (error instanceof ESignatureRefusal) return `ESIGN_${error.reason}`;
  if (error instanceof AppError) return error.code;
  return 'INTERNAL';
}
