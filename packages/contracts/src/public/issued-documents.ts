import { z } from 'zod';
import { defineCalls, get } from '../kit/define-call';

/** Public id of an issued document: base64url, 8 to 32 characters (what the QR code carries). */
export const publicDocumentId = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, 'validation.wrongData');
export const checkServiceDocParams = z.object({ id: publicDocumentId });

/** GET getInfo/checkServiceDoc/{id}: the key facts of an issued document, in the caller's language. */
export const checkServiceDocResponse = z.object({
  publicId: z.string(),
  kind: z.string(),
  number: z.string(),
  status: z.enum(['VALID', 'REVOKED']),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
  holderName: z.string(),
  issuer: z.string(),
  facts: z.array(z.object({ key: z.string(), value: z.string(), format: z.enum(['text', 'date']) })),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type CheckServiceDoc = z.infer<typeof checkServiceDocResponse>;

/** The public check of an issued document (`/check-service-doc/{id}`): its key facts, or 404. */
export const issuedDocumentCalls = defineCalls(['public: document check'], 'public', {
  checkServiceDoc: get('getInfo/checkServiceDoc/:id', {
    params: checkServiceDocParams,
    response: checkServiceDocResponse,
  }),
});
