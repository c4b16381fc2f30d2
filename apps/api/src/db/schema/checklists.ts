import type { FeeLine } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, text } from 'drizzle-orm/pg-core';
import { investigatorRequests } from './investigator-requests';
import { lawyerRef } from './lawyers';
import { legalAidTypes } from './legal-aid-types';
import { checklistStatusEnum } from './legal-aid-enums';
import { licenseTypes } from './license-types';
import { orders } from './orders';
import { regionRef } from './regions';
import { actedBy, personRef } from './persons';
import { signedColumns } from './signatures';
import { workLanguages } from './work-languages';
import { moment, timestamps, refTo, entityTable } from './columns';

/**
 * The checklist of completed work of an accepted investigator request: the legal-aid work report
 * (spec section 3), its fee and the agreement. Status through
 * packages/domain/src/workflows/checklist-workflow.ts; the participation days are
 * checklist_participations.
 */
export const checklists = entityTable(
  'checklists',
  {
    requestId: refTo(() => investigatorRequests.id)
      .notNull()
      .unique(),
    orderId: refTo(() => orders.id),
    lawyerId: lawyerRef().notNull(),
    /**
     * The region of its investigator request (what a regional chamber sees). Written by PostgreSQL
     * (trigger checklists_fill_region) whoever inserts the checklist, and moved with the request's region.
     */
    regionId: regionRef(),
    /**
     * The investigator of its request (who agrees it). Written by PostgreSQL (trigger
     * checklists_fill_investigator) whoever inserts the checklist, so an investigator's checklists are
     * read from an index of their own, not found through their requests.
     */
    investigatorPersonId: personRef(),
    status: checklistStatusEnum().notNull().default('CREATED'),
    licenseTypeId: refTo(() => licenseTypes.id).notNull(),
    legalAidId: refTo(() => legalAidTypes.id).notNull(),
    languageId: refTo(() => workLanguages.id).notNull(),
    attendanceDate: date().notNull(),
    travelExpensesTiyin: bigint({ mode: 'number' }).notNull().default(0),
    /** Computed from the rates when the report is saved, fixed when it is FINISHED. */
    feeTiyin: bigint({ mode: 'number' }).notNull().default(0),
    feeLines: jsonb().$type<FeeLine[]>().notNull().default([]),
    /** The lawyer's accepted e-signature over the report's canonical JSON. */
    ...signedColumns(),
    sentForAgreementAt: moment(),
    ...actedBy('agreed'),
    returnReason: text(),
    finishedAt: moment(),
    ...timestamps(),
  },
  (t) => [
    index('checklists_lawyer_status_idx').on(t.lawyerId, t.status),
    /**
     * The checklist lists, last changed first: a lawyer's, a regional chamber's, an investigator's, everyone's. The id and
     * status are in them too, so a page's ids and its count, filtered by status or not, are read from the
     * index alone, however few of the rows have that status.
     */
    index('checklists_lawyer_updated_idx').on(t.lawyerId, t.updatedAt, t.id, t.status),
    index('checklists_region_updated_idx').on(t.regionId, t.updatedAt, t.id, t.status),
    index('checklists_investigator_updated_idx').on(t.investigatorPersonId, t.updatedAt, t.id, t.status),
    index('checklists_updated_idx').on(t.updatedAt, t.id, t.status),
    /**
     * The statistics of a month: the checklists handed over for payment in it (FINISHED), with their region
     * and fee, so the month's count and sum are read from the index alone.
     */
    index('checklists_finished_idx')
      .on(t.finishedAt, t.regionId, t.feeTiyin)
      .where(sql`${t.status} = 'FINISHED'`),
  ],
);
