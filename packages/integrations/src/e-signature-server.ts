/**
 * The e-signature verification server (integrations.md "E-signature", server side): the official service a
 * site runs next to itself. Bodies are raw base64 PKCS#7 text; the user's address goes in `X-Real-IP` and
 * the site's domain in `Host`. Every answer is HTTP 200 with `status` 1 for OK, or a refusal code.
 * - `GET /frontend/challenge` -> `{challenge, ttl, status, message}`;
 * - `POST /backend/auth` (the signed challenge) -> `{status, message, subjectCertificateInfo}`;
 * - `POST /backend/pkcs7/verify/attached` (an attached PKCS#7) -> `{status, message, pkcs7Info}`.
 * The answers are read leniently (`passthrough`): the real server sends more than the portal reads.
 */
import { z } from 'zod';

/**
 * The `status` codes. integrations.md fixes only 1 (OK); the real server's other codes are not published,
 * so the negative ones are the simulator's own, and a reader takes any unknown code as "not accepted".
 */
export const VERIFICATION_STATUS = {
  OK: 1,
  /** The body is not a base64 PKCS#7 SignedData with a signer (and, for auth, attached content). */
  MALFORMED: -1,
  /** The signature does not verify (content changed, signature damaged, wrong key). */
  SIGNATURE_INVALID: -2,
  /** The certificate does not chain to the trusted CA. */
  UNTRUSTED_CERTIFICATE: -3,
  /** The certificate is not valid now (expired or not yet valid). */
  CERTIFICATE_NOT_VALID: -4,
  /** The signed challenge is not one of the server's, was already used, or is older than its time to live. */
  CHALLENGE_INVALID: -5,
  /** A /backend call without the user's address in X-Real-IP. */
  CLIENT_IP_MISSING: -6,
} as const;

/** `GET /frontend/challenge` answer. */
export const challengeAnswerSchema = z.object({
  challenge: z.string().min(1).max(500),
  ttl: z.number().int().min(1),
  status: z.number().int(),
  message: z.string().nullish(),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

/** The server's description of a certificate's subject or issuer: `{CN, "1.2.860.3.16.1.2": pinfl, UID, O, …}`. */
export const certificateNameSchema = z.record(z.string(), z.string());

/** `POST /backend/auth` answer. */
export const authAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string().nullish(),
  subjectCertificateInfo: z
    .object({
      serialNumber: z.string(),
      subjectName: certificateNameSchema,
      validFrom: z.string(),
      validTo: z.string(),
    })
    .passthrough()
    .nullish(),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** A certificate as the server describes it (`pkcs7Info.signers[].certificate[]`). */
export const certificateJsonSchema = z
  .object({
    subjectInfo: certificateNameSchema,
    serialNumber: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
  })
  .passthrough();

/** `POST /backend/pkcs7/verify/attached` answer. */
export const attachedAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string().nullish(),
  pkcs7Info: z
    .object({
      signers: z.array(
        z
          .object({
            verified: z.boolean(),
            certificateVerified: z.boolean(),
            certificateValidAtSigningTime: z.boolean(),
            signingTime: z.string().nullish(),
            certificate: z.array(certificateJsonSchema),
          })
          .passthrough(),
      ),
      documentBase64: z.string().nullish(),
    })
    .passthrough()
    .nullish(),
});
export type AttachedAnswer = z.infer<typeof attachedAnswerSchema>;
