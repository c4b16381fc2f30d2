import { CERTIFICATE_EXPIRY_STATUSES } from '@portal/domain/statuses';
import { DELIVERY_METHODS, LAWYER_REQUEST_STATUSES, REQUEST_KINDS } from '@portal/domain/workflows';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { fileRef } from './files';
import { lawyerLicenses, lawyerRef } from './lawyers';
import { personRef, actedBy } from './persons';
import { regionRef } from './regions';
import { requestTypes } from './request-types';
import { moment, createdAt, timestamps, localizedNameColumns, refTo, entityTable } from './columns';

/** Statuses of packages/domain LAWYER_REQUEST_WORKFLOW. */
export const lawyerRequestStatusEnum = pgEnum('lawyer_request_status', LAWYER_REQUEST_STATUSES);

/** The five top-level kinds of request (request_types.code of the tree's roots). */
export const requestKindEnum = pgEnum('request_kind', REQUEST_KINDS);

/** How the result (a new certificate or license) reaches the lawyer. */
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);

/** Certificate expiry marks (decisions.md "Certificates and licenses"). */
export const certificateExpiryEnum = pgEnum('certificate_expiry', CERTIFICATE_EXPIRY_STATUSES);

/**
 * The template of a kind of request (reference data): its title, text, and the fee and page count of
 * the document it produces. `priceTiyin` 0: no fee, the request stays ACCEPTED.
 */
export const requestTemplates = entityTable(
  'request_templates',
  {
    requestTypeId: refTo(() => requestTypes.id).notNull(),
    ...localizedNameColumns(),
    body: text().notNull().default(''),
    priceTiyin: bigint({ mode: 'number' }).notNull().default(0),
    pageCount: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.requestTypeId)],
);

/**
 * A lawyer's certificate: the current one (`current`) and the ones it replaced. A row is written for
 * every lawyer by the trigger `lawyers_first_certificate` (custom migration lawyer_requests_custom) from
 * the lawyer's certificate number and date; replacements add rows here. `expiry` is the last mark the
 * expiry job gave it (each mark once).
 */
export const lawyerCertificates = entityTable(
  'lawyer_certificates',
  {
    lawyerId: lawyerRef().notNull(),
    number: varchar({ length: 20 }).notNull(),
    givenDate: date().notNull(),
    endDate: date().notNull(),
    current: boolean().notNull().default(true),
    expiry: certificateExpiryEnum(),
    /** The request whose acceptance replaced it (null while current). */
    replacedByRequestId: integer(),
    /** The issued-documents row its QR code checks (check-service-doc/{publicId}). */
    issuedDocumentId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.lawyerId),
    uniqueIndex('lawyer_certificates_one_current_idx')
      .on(t.lawyerId)
      .where(sql`${t.current}`),
    index('lawyer_certificates_expiry_idx')
      .on(t.endDate)
      .where(sql`${t.current}`),
  ],
);

/** A lawyer's request to the chamber (spec section 3 "Request"; decisions.md "Request of a lawyer"). */
export const lawyerRequests = entityTable(
  'lawyer_requests',
  {
    lawyerId: lawyerRef().notNull(),
    authorPersonId: personRef().notNull(),
    /** The lawyer's region when sent: the regional chamber that handles it. */
    regionId: regionRef().notNull(),
    requestTypeId: refTo(() => requestTypes.id).notNull(),
    kind: requestKindEnum().notNull(),
    templateId: refTo(() => requestTemplates.id),
    status: lawyerRequestStatusEnum().notNull(),
    /** The lawyer's explanation. */
    reason: text(),
    cancelReason: text(),
    delivery: deliveryMethodEnum().notNull().default('SELF_PICKUP'),
    deliveryAddress: text(),
    postalIndex: varchar({ length: 6 }),
    pageCount: integer().notNull().default(1),
    priceTiyin: bigint({ mode: 'number' }).notNull().default(0),
    /** The photo for a new certificate. */
    certificateImageFileId: fileRef(),
    /** The certificate or license it replaced / issued (set on ACCEPTED). */
    newCertificateId: refTo(() => lawyerCertificates.id),
    newLicenseId: refTo(() => lawyerLicenses.id),
    /** Mail delivery: the post's tracking number, its last status and failure reason. */
    trackingNumber: varchar({ length: 40 }),
    deliveryStatus: varchar({ length: 40 }),
    deliveryFailureReason: varchar({ length: 40 }),
    sentAt: moment(),
    seenAt: moment(),
    ...actedBy('decided'),
    paidAt: moment(),
    ...timestamps(),
  },
  (t) => [
    /**
     * A lawyer's own requests (forChangeRequest), newest first. The id and status are in it (and in the
     * inboxes' below), so a list's count, which leaves out drafts or filters by status, reads the index alone.
     */
    index('lawyer_requests_lawyer_created_idx').on(t.lawyerId, t.createdAt, t.id, t.status),
    index('lawyer_requests_inbox_idx').on(t.regionId, t.status, t.createdAt),
    /** The republic chamber's inbox of one kind, every region. */
    index('lawyer_requests_kind_idx').on(t.kind, t.createdAt),
    // The inboxes newest first: the republic chamber's (all, or of one status) and a region's.
    index('lawyer_requests_created_idx').on(t.createdAt, t.id, t.status),
    index('lawyer_requests_status_created_idx').on(t.status, t.createdAt),
    index('lawyer_requests_region_created_idx').on(t.regionId, t.createdAt, t.id, t.status),
    /**
     * The statistics of a month: the requests sent in it, with the region, kind and decision time the
     * figures read, so the month's counts come from the index alone.
     */
    index('lawyer_requests_sent_idx').on(t.sentAt, t.regionId, t.kind, t.decidedAt),
    // At most one open certificate (or license) replacement per lawyer, whoever races.
    uniqueIndex('lawyer_requests_one_open_replacement_idx')
      .on(t.lawyerId, t.kind)
      .where(
        sql`${t.kind} in ('CERTIFICATE_REPLACEMENT', 'LICENSE_REPLACEMENT') and ${t.status} in ('DRAFT', 'SEND', 'SEEN', 'PAYMENT')`,
      ),
  ],
);
