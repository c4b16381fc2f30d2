import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { contragentRef } from './contragents';
import { fileRef } from './files';
import { investigatorRequests } from './investigator-requests';
import { issuedDocuments } from './issued-documents';
import { lawyerRef } from './lawyers';
import { legalAidTypes } from './legal-aid-types';
import { orderScopeEnum, orderStatusEnum, orderTypeEnum, protectedPersonTypeEnum } from './legal-aid-enums';
import { orderBases } from './order-bases';
import { personRef } from './persons';
import { regionRef } from './regions';
import { signedColumns } from './signatures';
import { moment, timestamps, refTo, entityTable, pinflColumn, taxNumberColumn } from './columns';
import { orderSearchText, trigramOf } from './search-text';

/**
 * An order: the advocate's warrant for a case (spec section 3 "Order", decisions.md "Order"). A DRAFT may
 * lack fields; signing (electronic) or registering (paper) checks them, numbers the order and makes it
 * CREATED. Its status changes only through packages/domain/src/workflows/order-workflow.ts.
 */
export const orders = entityTable(
  'orders',
  {
    /** The id of the public document check (`check-service-doc/{publicId}`) and the QR code. */
    publicId: uuid().notNull().unique().defaultRandom(),
    type: orderTypeEnum().notNull(),
    status: orderStatusEnum().notNull().default('DRAFT'),
    /** The spec's draft flag, kept in step with the status by PostgreSQL itself. */
    isDraft: boolean()
      .notNull()
      .generatedAlwaysAs(sql`status = 'DRAFT'`),
    /** The lawyer the order is issued to, and who wrote it (the same person unless the system made the draft). */
    lawyerId: lawyerRef().notNull(),
    authorPersonId: personRef().notNull(),
    /**
     * Whether the author wrote it for another lawyer (the author is not the person of `lawyerId`): the
     * author's own orders read these from an index of their own. Written by PostgreSQL (trigger
     * orders_fill_written_for_other) whoever inserts or reassigns the order.
     */
    writtenForOther: boolean().notNull().default(false),
    /** Issued by the lawyer's structure (contragentId) or personally; the number runs per one or the other. */
    scope: orderScopeEnum().notNull(),
    contragentId: contragentRef(),
    /**
     * The region the order is issued in: its structure's, or its lawyer's for a personal order (what a
     * regional chamber sees). Written by PostgreSQL (trigger orders_fill_region) whoever inserts the
     * order, and moved with the structure or the lawyer when their region changes.
     */
    regionId: regionRef(),
    /** `2026/000123`, given when the order becomes CREATED; never reused. */
    number: varchar({ length: 20 }),
    numberYear: integer(),
    numberSequence: integer(),
    orderDate: date(),
    /** The document the order is issued on (a contract, an investigator's request, a court ruling). */
    groundsDocNumber: varchar({ length: 100 }),
    groundsDocDate: date(),
    lateSent: boolean().notNull().default(false),
    protectedPersonType: protectedPersonTypeEnum().notNull().default('INDIVIDUAL'),
    personId: personRef(),
    personPinfl: pinflColumn(),
    personLastName: text(),
    personFirstName: text(),
    personParentName: text(),
    /** A legal entity as the protected person: its INN and name. */
    contragentInn: taxNumberColumn(),
    contragentName: text(),
    /** The spec's legalAidWorkType. */
    legalAidId: refTo(() => legalAidTypes.id),
    orderBaseId: refTo(() => orderBases.id),
    contractDate: date(),
    approvedDate: date(),
    /** Paper orders: the number printed in the booklet. */
    orderRegNumber: varchar({ length: 40 }),
    caseNumber: varchar({ length: 40 }),
    investigatorRequestId: refTo(() => investigatorRequests.id).unique(),
    /** Paper orders: the scan (PDF) of the signed booklet page. */
    fileId: fileRef(),
    /** The language the order document is written and printed in (lt, uz, ru, eng). */
    language: varchar({ length: 3 }).notNull().default('lt'),
    // The e-signature over the order's canonical JSON: the accepted signature (PKCS#7, the verification
    // server's answer, certificate, signing time) is a row of `signatures`, as every document's is.
    ...signedColumns(),
    /** The order in the registry of issued documents (its public check and the QR code), once CREATED. */
    issuedDocumentId: refTo(() => issuedDocuments.id),
    issuedAt: moment(),
    cancelReason: text(),
    cancelledAt: moment(),
    /** Number, case number and the protected person's or entity's name, normalised for search. */
    searchText: text().generatedAlwaysAs((): SQL => orderSearchText(orders)),
    ...timestamps(),
  },
  (t) => [
    check('orders_scope_contragent_ck', sql`(${t.scope} = 'CONTRAGENT') = (${t.contragentId} IS NOT NULL)`),
    check(
      'orders_number_ck',
      sql`(${t.number} IS NULL) = (${t.numberYear} IS NULL) AND (${t.number} IS NULL) = (${t.numberSequence} IS NULL)`,
    ),
    uniqueIndex('orders_contragent_number_uq')
      .on(t.contragentId, t.numberYear, t.numberSequence)
      .where(sql`${t.scope} = 'CONTRAGENT' AND ${t.number} IS NOT NULL`),
    uniqueIndex('orders_personal_number_uq')
      .on(t.lawyerId, t.numberYear, t.numberSequence)
      .where(sql`${t.scope} = 'PERSONAL' AND ${t.number} IS NOT NULL`),
    index('orders_lawyer_status_idx').on(t.lawyerId, t.status, t.createdAt),
    index('orders_contragent_status_idx').on(t.contragentId, t.status, t.createdAt),
    /**
     * Own orders: the lawyer's newest first, merged with the ones the caller wrote (the next index). The
     * id and status are in it too, so a page's ids and its count (which leave out deleted drafts) are read
     * from the index alone, however deep the page.
     */
    index('orders_lawyer_created_idx').on(t.lawyerId, t.createdAt, t.id, t.status),
    index('orders_author_idx').on(t.authorPersonId, t.createdAt),
    /** The orders an author wrote for other lawyers, newest first. */
    index('orders_written_for_others_idx')
      .on(t.authorPersonId, t.createdAt)
      .where(sql`${t.writtenForOther}`),
    index('orders_case_number_idx').on(t.caseNumber),
    index('orders_person_pinfl_idx').on(t.personPinfl),
    index('orders_contragent_inn_idx').on(t.contragentInn),
    // The order lists' search: number, case number, the protected person's or entity's name by trigrams.
    index('orders_search_idx').using('gin', trigramOf(t.searchText)),
    /**
     * Every order newest first (the republic chamber's list), as above; and the statistics of a month,
     * counted by type from the index alone.
     */
    index('orders_created_idx').on(t.createdAt, t.id, t.status, t.type),
    /** A structure's orders (its director's list), newest first, with id and status as above. */
    index('orders_contragent_created_idx').on(t.contragentId, t.createdAt, t.id, t.status),
    /** A regional chamber's orders, newest first, with id and status as above. */
    index('orders_region_idx').on(t.regionId, t.createdAt, t.id, t.status),
  ],
);
