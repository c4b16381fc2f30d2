/**
 * Expertise requests (spec section 3 "Expertise", section 7 `expertise/` calls; decisions.md "Expertise
 * request"; docs/domain.md "Expertise"): the manuals, the lawyer's requests on their orders, the body's
 * queue and steps, the invoice. Every path is under /api/v.1/expertise/.
 */
import {
  EXPERTISE_CASE_KINDS,
  EXPERTISE_KINDS,
  EXPERTISE_PAYMENT_STATUSES,
  EXPERTISE_STATUSES,
  type ExpertiseEvent,
} from '@portal/domain';
import { z } from 'zod';
import { lawyerName } from '../common/person-name';
import { idList, idParams, idSchema } from '../common/ids';
import { listOf, pageNumber, pageSize, wholeListOf } from '../common/paging';
import { requiredLine } from '../common/text';
import { defineCalls, get, post } from '../kit/define-call';
import { paymentLink } from '../requests/payments';
import { actionFlags, withId } from '../kit/fields';
import {
  calendarDate,
  documentSignature,
  idBody,
  signBody,
  signingContent,
  statusHistoryItem,
  storedFileRef,
} from '../legal-aid/common';
import { namedRef } from '../public/common';
import { referenceItemSchema } from '../reference/reference-lists';

export const EXPERTISE_KIND_VALUES = EXPERTISE_KINDS;
export const EXPERTISE_CASE_KIND_VALUES = EXPERTISE_CASE_KINDS;
/** Materials and petition answers: PDF, JPEG or PNG, each at most 10 MB, at most 10 at once. */
export const EXPERTISE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const EXPERTISE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EXPERTISE_MAX_FILES = 10;
export const EXPERTISE_FILE_FIELD = 'files';

// ---------------------------------------------------------------- manuals

export const expertiseOrganization = referenceItemSchema.extend({
  enterpriseType: namedRef,
  region: namedRef.nullable(),
  parentId: z.number().int().nullable(),
});
export const expertiseResearchType = referenceItemSchema.extend({
  department: namedRef,
  deadlineDays: z.number().int(),
});
export const expertiseAction = referenceItemSchema.extend({
  researchTypeId: z.number().int(),
  priceTiyin: z.number().int(),
});
export type ExpertiseOrganization = z.infer<typeof expertiseOrganization>;
export type ExpertiseResearchType = z.infer<typeof expertiseResearchType>;
export type ExpertiseAction = z.infer<typeof expertiseAction>;
export const actionsByResearchQuery = z.object({ researchTypeId: idSchema });

// ---------------------------------------------------------------- requests

/**
 * expertise/create: a new request on one of the caller's orders (no `id`), or changes to their draft
 * (`id`); `send` sends it to the organization at once (NEW), else it stays a draft (TEMPORARY). The
 * materials come as `files` parts.
 */
export const expertiseFields = z.object({
  id: idSchema.optional(),
  orderId: idSchema,
  organizationId: idSchema,
  researchTypeId: idSchema,
  actionIds: idList(z.array(idSchema).min(1, 'validation.fieldMandatory').max(20)),
  kind: z.enum(EXPERTISE_KIND_VALUES).default('PRIMARY'),
  caseKind: z.enum(EXPERTISE_CASE_KIND_VALUES).default('CRIMINAL'),
  questions: requiredLine(4000),
  requestedBy: calendarDate.nullish().transform((v) => v ?? null),
  send: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(true)
    .transform((v) => v === true || v === 'true'),
});
export type ExpertiseInput = z.output<typeof expertiseFields>;

/** The body's steps (EXPERTISE_WORKFLOW rows of role EXPERT) that expertise/step takes. */
export const EXPERTISE_STEP_EVENTS = [
  'TAKE',
  'SEND_FOR_APPROVAL',
  'APPROVE',
  'RETURN',
  'START',
  'PAUSE',
  'RESUME',
  'ASK_PETITION',
  'SEND_FOR_AGREEMENT',
  'COMPLETE',
  'PROPOSE_REJECTION',
  'REJECT',
  'DIRECT',
  'MARK_NOT_APPLICABLE',
] as const satisfies readonly ExpertiseEvent[];
export type ExpertiseStepEvent = (typeof EXPERTISE_STEP_EVENTS)[number];
/** Steps that need a reason (the lawyer reads it). */
export const EXPERTISE_REASONED_STEPS: readonly ExpertiseStepEvent[] = [
  'RETURN',
  'PAUSE',
  'PROPOSE_REJECTION',
  'REJECT',
  'DIRECT',
  'MARK_NOT_APPLICABLE',
];

/** The conclusion's findings, the assigned expert's text the head of department signs: at most 20 000 characters. */
export const EXPERTISE_CONCLUSION_MAX = 20_000;

/**
 * expertise/step: one step of the body; a reason where the step needs one, the organization of DIRECT, the
 * question of ASK_PETITION, the conclusion's findings of SEND_FOR_AGREEMENT.
 */
export const expertiseStepBody = z
  .object({
    id: idSchema,
    event: z.enum(EXPERTISE_STEP_EVENTS),
    reason: z.string().trim().max(2000, 'validation.tooLong').optional(),
    organizationId: idSchema.optional(),
    question: z.string().trim().max(4000, 'validation.tooLong').optional(),
    conclusion: z.string().trim().max(EXPERTISE_CONCLUSION_MAX, 'validation.tooLong').optional(),
  })
  .superRefine((v, ctx) => {
    const mandatory = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.fieldMandatory' });
    if (EXPERTISE_REASONED_STEPS.includes(v.event) && !v.reason) mandatory('reason');
    if (v.event === 'DIRECT' && !v.organizationId) mandatory('organizationId');
    if (v.event === 'ASK_PETITION' && !v.question) mandatory('question');
    if (v.event === 'SEND_FOR_AGREEMENT' && !v.conclusion) mandatory('conclusion');
  });

/** expertise/petition/answer: the lawyer's answer to the open petition, with files (`files` parts). */
export const petitionAnswerFields = z.object({ id: idSchema, answer: requiredLine(4000) });

/**
 * What the caller may do with a request now: the lawyer `update` and `send` a draft, `answer` an open
 * petition and `pay` an awaiting invoice; the body's steps each by its event name, and `sendConclusion`
 * (SEND_CONCLUSION: the head of department signs the conclusion and sends it).
 */
export const expertiseCan = actionFlags(
  'update',
  'send',
  'answer',
  'pay',
  'sendConclusion',
  ...EXPERTISE_STEP_EVENTS,
);

export const expertiseItem = withId({
  status: z.enum(EXPERTISE_STATUSES),
  /** The spec's code of the status (-2 DIRECTED … 12 NOT_APPLICABLE). */
  statusCode: z.number().int(),
  kind: z.enum(EXPERTISE_KIND_VALUES),
  caseKind: z.enum(EXPERTISE_CASE_KIND_VALUES),
  order: z.object({ id: z.number().int(), number: z.string().nullable() }),
  organization: namedRef,
  researchType: namedRef,
  lawyer: lawyerName,
  expert: z.string().nullable(),
  amountTiyin: z.number().int(),
  paymentStatus: z.enum(EXPERTISE_PAYMENT_STATUSES),
  deadline: z.string().nullable(),
  /** Past its deadline and still at work. */
  overdue: z.boolean(),
  conclusionNumber: z.string().nullable(),
  eoNumber: z.string().nullable(),
  createdAt: z.string(),
  can: expertiseCan,
});
export type ExpertiseItem = z.infer<typeof expertiseItem>;

export const expertisePetition = withId({
  question: z.string(),
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  files: z.array(storedFileRef),
});

export const expertiseInvoice = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** The last day it may be paid on. */
  dueOn: z.string(),
  amountTiyin: z.number().int(),
  paymentStatus: z.enum(EXPERTISE_PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  /** The organization paid, through the payment provider. */
  payee: z.string(),
  lines: z.array(z.object({ action: z.string(), priceTiyin: z.number().int() })),
});
export type ExpertiseInvoice = z.infer<typeof expertiseInvoice>;

/**
 * The conclusion: the expert's findings (once sent for agreement) and, once sent, its number, the head of
 * department's signature and the public id of its check page (check-service-doc/{publicId}).
 */
export const expertiseConclusion = z.object({
  text: z.string(),
  number: z.string().nullable(),
  signature: documentSignature.nullable(),
  publicId: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const expertiseDto = expertiseItem.extend({
  questions: z.string(),
  requestedBy: z.string().nullable(),
  reason: z.string().nullable(),
  actions: z.array(z.object({ id: z.number().int(), name: z.string(), priceTiyin: z.number().int() })),
  materials: z.array(storedFileRef),
  petitions: z.array(expertisePetition),
  invoice: expertiseInvoice.nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  conclusion: expertiseConclusion.nullable(),
  /** What the head of department signs when sending the conclusion (null unless they may now). */
  signingContent: signingContent.nullable(),
  history: z.array(statusHistoryItem),
});
export type ExpertiseDto = z.infer<typeof expertiseDto>;

/** expertise/list-own: the lawyer's requests, `page` (from 0) and `size` from the caller. */
export const expertiseOwnQuery = z.object({
  page: pageNumber,
  size: pageSize(20, 100),
  status: z.enum(EXPERTISE_STATUSES).optional(),
});

/** expertise/queue: the body's requests, filtered by status, organization, research type, overdue. */
export const expertiseQueueQuery = expertiseOwnQuery.extend({
  organizationId: idSchema.optional(),
  researchTypeId: idSchema.optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export const byOrderQuery = z.object({ orderId: idSchema });

const files = {
  fileField: EXPERTISE_FILE_FIELD,
  maxBytes: EXPERTISE_FILE_MAX_BYTES,
  maxFiles: EXPERTISE_MAX_FILES,
};

export const expertiseCalls = defineCalls(['expertise'], {
  expertiseOrganizations: get('expertise/manuals/organizations', {
    response: wholeListOf(expertiseOrganization),
    permission: 'signedIn',
  }),
  expertiseEnterpriseTypes: get('expertise/manuals/enterprise-types', {
    response: wholeListOf(referenceItemSchema),
    permission: 'signedIn',
  }),
  expertiseDepartments: get('expertise/manuals/departments', {
    response: wholeListOf(referenceItemSchema),
    permission: 'signedIn',
  }),
  expertiseResearchTypes: get('expertise/manuals/research-types', {
    response: wholeListOf(expertiseResearchType),
    permission: 'signedIn',
  }),
  expertiseActionsByResearch: get('expertise/actions-by-research', {
    query: actionsByResearchQuery,
    response: wholeListOf(expertiseAction),
    permission: 'signedIn',
  }),
  expertiseListOwn: get('expertise/list-own', {
    query: expertiseOwnQuery,
    response: listOf(expertiseItem),
    permission: 'expertise.request',
  }),
  expertiseByOrder: get('expertise/by-order', {
    query: byOrderQuery,
    response: wholeListOf(expertiseItem),
    permission: 'expertise.request',
  }),
  expertiseCreate: post('expertise/create', {
    multipart: { fields: expertiseFields, ...files },
    response: expertiseDto,
    permission: 'expertise.request',
    summary:
      'A new request (or the caller’s draft changed), sent at once unless `send` is false; materials as `files` parts',
  }),
  expertiseSend: post('expertise/send', {
    body: idBody,
    response: expertiseDto,
    permission: 'expertise.request',
  }),
  expertisePetitionAnswer: post('expertise/petition/answer', {
    multipart: { fields: petitionAnswerFields, ...files },
    response: expertiseDto,
    permission: 'expertise.request',
  }),
  expertiseQueue: get('expertise/queue', {
    query: expertiseQueueQuery,
    response: listOf(expertiseItem),
    permission: 'expertise.process',
  }),
  expertiseStep: post('expertise/step', {
    body: expertiseStepBody,
    response: expertiseDto,
    permission: 'expertise.process',
  }),
  expertiseInvoice: get('expertise/get-invois/:id', {
    params: idParams,
    response: expertiseInvoice,
    permission: 'signedIn',
  }),
  expertiseInvoicePdf: get('expertise/get-invois/:id/pdf', {
    params: idParams,
    binary: true,
    permission: 'signedIn',
    summary: 'The invoice as a PDF: its lines, the payee and a QR code to the page it is paid on',
  }),
  expertiseConclusionSign: post('expertise/conclusion/sign', {
    body: signBody,
    response: expertiseDto,
    permission: 'expertise.process',
    summary: 'The head of department signs the conclusion (its signingContent) and sends it to the lawyer',
  }),
  expertiseConclusionPdf: get('expertise/conclusion/:id', {
    params: idParams,
    binary: true,
    permission: 'signedIn',
    summary: 'The sent conclusion as a PDF: numbered, signed, with a QR code to its public check',
  }),
  expertisePayment: post('expertise/payment', {
    body: idBody,
    response: paymentLink,
    permission: 'expertise.request',
    summary: 'Where to send the lawyer to pay the invoice awaiting payment (the provider’s checkout)',
  }),
  expertiseFile: get('expertise/:id/file/:fileId', {
    params: z.object({ id: idSchema, fileId: z.uuid('validation.invalidId') }),
    binary: true,
    permission: 'signedIn',
    summary: 'A material or petition file of a request the caller sees',
  }),
  expertiseById: get('expertise/:id', {
    params: idParams,
    response: expertiseDto,
    permission: 'signedIn',
  }),
});
