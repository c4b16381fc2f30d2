/**
 * The inter-agency document exchange (integrations.md "inter-agency document exchange"): letters to
 * government bodies travel through it. integrations.md fixes no protocol, so it is the simulator's own
 * REST/JSON (apps/gov-sim/src/systems/document-exchange), shaped like the national exchanges (E-IJRO for
 * executive bodies, SEDO for the other organizations):
 * - `GET /organizations?network=EIJRO|SEDO` -> the bodies a letter may go to;
 * - `GET /mail-regions` -> the exchange's regions (SOATO code and name);
 * - `POST /letters` -> registers a letter (main PDF and attachments as base64) and answers the exchange's
 *   registration number; 404 `RECIPIENT_NOT_FOUND` for an unknown body;
 * - `GET /letters/:exchangeId` -> the letter's state: REGISTERED, then DELIVERED with the recipient's
 *   receipt, then ANSWERED with the response letter (its PDF as base64); 404 `LETTER_NOT_FOUND`.
 */
import { z } from 'zod';

export const EXCHANGE_NETWORKS = ['EIJRO', 'SEDO'] as const;
export type ExchangeNetwork = (typeof EXCHANGE_NETWORKS)[number];

export const exchangeOrganizationsQuery = z.object({ network: z.enum(EXCHANGE_NETWORKS).optional() });

export const exchangeOrganizationSchema = z.object({
  /** The exchange's id of the body (what a letter is addressed to). */
  id: z.string(),
  name: z.string(),
  inn: z.string(),
  network: z.enum(EXCHANGE_NETWORKS),
  regionSoato: z.string().nullable(),
});
export type ExchangeOrganization = z.infer<typeof exchangeOrganizationSchema>;
export const exchangeOrganizationListSchema = z.object({ list: z.array(exchangeOrganizationSchema) });

export const mailRegionSchema = z.object({ soato: z.string(), name: z.string() });
export type MailRegion = z.infer<typeof mailRegionSchema>;
export const mailRegionListSchema = z.object({ list: z.array(mailRegionSchema) });

export const exchangeDocumentSchema = z.object({
  kind: z.enum(['MAIN', 'ATTACHMENT']),
  name: z.string().min(1).max(200),
  contentBase64: z.string().min(1),
});

/** `POST /letters` body. */
export const exchangeLetterBody = z.object({
  recipientId: z.string().min(1).max(40),
  sender: z.object({ name: z.string().min(1).max(500), inn: z.string().nullable() }),
  /** The sender's own registration number and date. */
  outgoingNumber: z.string().min(1).max(40),
  outgoingDate: z.iso.date(),
  subject: z.string().min(1).max(500),
  /** The date the sender expects the answer by. */
  dueDate: z.iso.date(),
  documents: z.array(exchangeDocumentSchema).min(1).max(20),
});
export type ExchangeLetterBody = z.infer<typeof exchangeLetterBody>;

export const exchangeRegistrationSchema = z.object({
  exchangeId: z.string(),
  registrationNumber: z.string(),
  registeredAt: z.iso.datetime(),
});
export type ExchangeRegistration = z.infer<typeof exchangeRegistrationSchema>;

export const exchangeLetterParams = z.object({ exchangeId: z.string().regex(/^[A-Za-z0-9-]{1,60}$/) });

export const EXCHANGE_LETTER_STATES = ['REGISTERED', 'DELIVERED', 'ANSWERED'] as const;

/** `GET /letters/:exchangeId` answer. */
export const exchangeLetterStateSchema = z.object({
  exchangeId: z.string(),
  registrationNumber: z.string(),
  state: z.enum(EXCHANGE_LETTER_STATES),
  /** The recipient's receipt: who registered the letter there, under which number, when. */
  receipt: z
    .object({ incomingNumber: z.string(), receivedAt: z.iso.datetime(), receivedBy: z.string() })
    .nullable(),
  /** The response letter of the body. */
  response: z
    .object({
      number: z.string(),
      date: z.iso.date(),
      subject: z.string(),
      signerName: z.string(),
      answeredAt: z.iso.datetime(),
      pdfBase64: z.string(),
    })
    .nullable(),
});
export type ExchangeLetterState = z.infer<typeof exchangeLetterStateSchema>;
