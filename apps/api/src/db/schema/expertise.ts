import {
  EXPERT_POSITIONS,
  EXPERTISE_CASE_KINDS,
  EXPERTISE_KINDS,
  EXPERTISE_PAYMENT_STATUSES,
  EXPERTISE_STATUSES,
} from '@portal/domain/workflows';
import {
  bigint,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  createdAt,
  entityTable,
  localizedNameColumns,
  moment,
  referenceListTable,
  refTo,
  timestamps,
} from './columns';
import { fileRef } from './files';
import { issuedDocuments } from './issued-documents';
import { lawyerRef } from './lawyers';
import { orders } from './orders';
import { actedBy, personRef } from './persons';
import { regionRef } from './regions';
import { signatureRef } from './signatures';

/** Statuses of packages/domain EXPERTISE_WORKFLOW (the spec's codes -2 to 12, in that order). */
export const expertiseStatusEnum = pgEnum('expertise_status', EXPERTISE_STATUSES);
export const expertisePaymentStatusEnum = pgEnum('expertise_payment_status', EXPERTISE_PAYMENT_STATUSES);
export const expertPositionEnum = pgEnum('expert_position', EXPERT_POSITIONS);
export const expertiseKindEnum = pgEnum('expertise_kind', EXPERTISE_KINDS);
export const expertiseCaseKindEnum = pgEnum('expertise_case_kind', EXPERTISE_CASE_KINDS);
export const expertiseFileKindEnum = pgEnum('expertise_file_kind', ['MATERIAL', 'PETITION_ANSWER']);

/** Kinds of expertise organization (manuals/enterprise-types): the national centre, a regional branch, … */
export const expertiseEnterpriseTypes = entityTable('expertise_enterprise_types', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});

/** The expertise organizations (manuals/organizations): the national centre and its regional branches. */
export const expertiseOrganizations = referenceListTable('expertise_organizations', {
  enterpriseTypeId: refTo(() => expertiseEnterpriseTypes.id).notNull(),
  /** The region it serves (null: the whole republic). */
  regionId: regionRef(),
  /** The centre a branch belongs to. */
  parentId: integer(),
});

/** The departments of the body (manuals/departments), each for a field of research. */
export const expertiseDepartments = entityTable('expertise_departments', {
  code: varchar({ length: 40 }).unique(),
  ...localizedNameColumns(),
});

/** Research types (manuals/research-types): their department and how many days the work takes after payment. */
export const expertiseResearchTypes = referenceListTable('expertise_research_types', {
  departmentId: refTo(() => expertiseDepartments.id).notNull(),
  deadlineDays: integer().notNull(),
});

/** The expert actions of a research type with their price (actions-by-research), in tiyin. */
export const expertiseActions = referenceListTable(
  'expertise_actions',
  {
    researchTypeId: refTo(() => expertiseResearchTypes.id).notNull(),
    priceTiyin: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.researchTypeId)],
);

/** A member of the body's staff (an account with the EXPERT role): their organization and position. */
export const expertStaff = pgTable(
  'expert_staff',
  {
    personId: personRef().primaryKey(),
    organizationId: refTo(() => expertiseOrganizations.id).notNull(),
    departmentId: refTo(() => expertiseDepartments.id),
    position: expertPositionEnum().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationId)],
);

/**
 * A lawyer's request for an expertise on a case of their order (spec section 3 "Expertise"). Its status
 * changes only through packages/domain EXPERTISE_WORKFLOW; its payment stands beside it (`paymentStatus`).
 */
export const expertiseRequests = entityTable(
  'expertise_requests',
  {
    orderId: refTo(() => orders.id).notNull(),
    lawyerId: lawyerRef().notNull(),
    authorPersonId: personRef().notNull(),
    /** The organization it is addressed to now (a DIRECT step changes it). */
    organizationId: refTo(() => expertiseOrganizations.id).notNull(),
    /** The organization that last directed it on (its staff keep reading it). */
    directedFromId: refTo(() => expertiseOrganizations.id),
    researchTypeId: refTo(() => expertiseResearchTypes.id).notNull(),
    kind: expertiseKindEnum().notNull().default('PRIMARY'),
    caseKind: expertiseCaseKindEnum().notNull().default('CRIMINAL'),
    /** The questions put to the expert. */
    questions: text().notNull(),
    /** The day the lawyer asks the conclusion by (a wish; the body's deadline counts from payment). */
    requestedBy: date(),
    status: expertiseStatusEnum().notNull(),
    /** The expert who took it. */
    expertPersonId: personRef(),
    /** The spec's `eonumber`: the order's number, copied when the request is sent. */
    eoNumber: varchar({ length: 20 }),
    /** Why it was rejected, directed, returned or found not applicable (the last such reason). */
    reason: text(),
    amountTiyin: bigint({ mode: 'number' }).notNull().default(0),
    paymentStatus: expertisePaymentStatusEnum().notNull().default('NOT_ISSUED'),
    invoiceNumber: varchar({ length: 20 }).unique(),
    invoiceIssuedAt: moment(),
    /** The last Tashkent day the invoice may be paid on. */
    invoiceDueOn: date(),
    paidAt: moment(),
    refundedAt: moment(),
    /** The day the conclusion is due (counted from payment). */
    deadline: date(),
    overdueRemindedAt: moment(),
    /** The conclusion's findings, written by the assigned expert when sending it for agreement. */
    conclusionText: text(),
    /** Given when the head of department signs the conclusion: `EX<organization>-<year>/<6 digits>`. */
    conclusionNumber: varchar({ length: 20 }).unique(),
    conclusionFileId: fileRef(),
    conclusionSignatureId: signatureRef(),
    conclusionDocumentId: refTo(() => issuedDocuments.id),
    sentAt: moment(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.lawyerId, t.createdAt),
    index().on(t.orderId),
    index('expertise_requests_queue_idx').on(t.organizationId, t.status, t.createdAt),
  ],
);

/** The actions asked for, with the price each had when the request was saved. */
export const expertiseRequestActions = pgTable(
  'expertise_request_actions',
  {
    requestId: refTo(() => expertiseRequests.id, { onDelete: 'cascade' }).notNull(),
    actionId: refTo(() => expertiseActions.id).notNull(),
    priceTiyin: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.actionId] })],
);

/** The expert's petition for more materials, and the lawyer's answer. */
export const expertisePetitions = entityTable(
  'expertise_petitions',
  {
    requestId: refTo(() => expertiseRequests.id).notNull(),
    question: text().notNull(),
    askedByPersonId: personRef().notNull(),
    answer: text(),
    ...actedBy('answered'),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.requestId),
    // one open petition at a time
    uniqueIndex('expertise_petitions_one_open_idx')
      .on(t.requestId)
      .where(sql`${t.answeredAt} is null`),
  ],
);

/** A file of a request: the lawyer's materials, or a file of a petition's answer. */
export const expertiseFiles = entityTable(
  'expertise_files',
  {
    requestId: refTo(() => expertiseRequests.id, { onDelete: 'cascade' }).notNull(),
    fileId: fileRef().notNull(),
    kind: expertiseFileKindEnum().notNull(),
    petitionId: refTo(() => expertisePetitions.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.requestId)],
);
