import { APPEAL_DEMANDS, APPEAL_KINDS, APPEAL_REJECT_REASONS } from '@portal/domain/appeals';
import { APPEAL_STATUSES } from '@portal/domain/workflows';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { applicationFields } from './application-fields';
import { fileRef } from './files';
import { lawyerRef } from './lawyers';
import { personRef } from './persons';
import { regionRef } from './regions';
import { moment, timestamps, refTo, entityTable } from './columns';

export const appealKindEnum = pgEnum('appeal_kind', APPEAL_KINDS);
/** The statuses of both appeal workflows (packages/domain/src/workflows/appeal-workflow.ts). */
export const appealStatusEnum = pgEnum('appeal_status', APPEAL_STATUSES);
export const appealDemandEnum = pgEnum('appeal_demand', APPEAL_DEMANDS);
export const appealRejectReasonEnum = pgEnum('appeal_reject_reason', APPEAL_REJECT_REASONS);

/**
 * An appeal (spec section 3 "Appeal", data model "appeal"): pro bono help for a person whose disability
 * the register confirmed, or state-funded legal aid for a citizen the social protection register was
 * asked about. Its status changes only through the appeal workflows; its regions are `appeal_regions`.
 */
export const appeals = entityTable(
  'appeals',
  {
    kind: appealKindEnum().notNull(),
    status: appealStatusEnum().notNull(),
    authorPersonId: personRef().notNull(),
    fieldId: refTo(() => applicationFields.id).notNull(),
    brief: text().notNull(),
    content: text().notNull(),
    wordCount: integer().notNull(),
    consentAt: moment().notNull(),
    /** The attached PDF or image. */
    fileId: fileRef(),
    /** What the register said at creation: disability group and its last day, or the social programme. */
    disabilityGroup: smallint(),
    disabilityValidUntil: date(),
    socialProgramme: varchar({ length: 40 }),
    socialSince: date(),
    rejectReason: appealRejectReasonEnum(),
    /** The lawyer who took it (the first to accept). */
    lawyerId: lawyerRef(),
    acceptedAt: moment(),
    result: text(),
    demand: appealDemandEnum(),
    completedAt: moment(),
    cancelReason: text(),
    cancelledAt: moment(),
    ...timestamps(),
  },
  (t) => [
    check('appeals_accepted_ck', sql`(${t.lawyerId} IS NULL) = (${t.acceptedAt} IS NULL)`),
    check(
      'appeals_rejected_ck',
      sql`(${t.status} = 'REJECTED') = (${t.rejectReason} IS NOT NULL) AND (${t.status} <> 'REJECTED' OR ${t.kind} = 'STATE_FUNDED')`,
    ),
    index('appeals_author_idx').on(t.authorPersonId, t.id),
    index('appeals_lawyer_idx').on(t.lawyerId, t.id),
    index('appeals_status_idx').on(t.status, t.id),
    /** The statistics of a month, by kind and status, read from the index alone. */
    index('appeals_created_idx').on(t.createdAt, t.kind, t.status),
  ],
);

/** The regions an appeal is sent to (one or two): their lawyers and directors receive it. */
export const appealRegions = pgTable(
  'appeal_regions',
  {
    appealId: refTo(() => appeals.id).notNull(),
    regionId: regionRef().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appealId, t.regionId] }),
    index('appeal_regions_region_idx').on(t.regionId),
  ],
);

/**
 * The inbox of each region (an appeal's row per region it is sent to), with the appeal's status, kind,
 * field and whether a lawyer took it: a region's appeals under any of the inbox's filters are one range of
 * `appeal_inbox_region_idx`, newest first, read from the index alone. PostgreSQL keeps it (migration
 * 0027_appeal_inbox): a row is added with its `appeal_regions` row and follows every change of the appeal,
 * in the same transaction; the API only reads it.
 */
export const appealInbox = pgTable(
  'appeal_inbox',
  {
    appealId: integer().notNull(),
    regionId: integer().notNull(),
    status: appealStatusEnum().notNull(),
    kind: appealKindEnum().notNull(),
    fieldId: integer().notNull(),
    taken: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appealId, t.regionId] }),
    foreignKey({
      columns: [t.appealId, t.regionId],
      foreignColumns: [appealRegions.appealId, appealRegions.regionId],
    }).onDelete('cascade'),
    index('appeal_inbox_region_idx').on(t.regionId, t.appealId, t.status, t.kind, t.taken, t.fieldId),
  ],
);
