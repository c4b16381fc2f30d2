import type { HalfYearReportForms } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ofStructure, contragentRef } from './contragents';
import { signatureRef } from './signatures';
import { moment, timestamps, entityTable } from './columns';

/**
 * A structure's half-year report (workflow `half-year-report`, packages/domain; docs/domain.md "Half-year
 * reports"): one per structure and half-year, its four forms as the director keeps them, the figures the
 * portal computed from its records when it was made (`prefilled`), the director's e-signature and the
 * public check of the signed report. Its status changes only through the workflow table.
 */
export const halfYearReports = entityTable(
  'half_year_reports',
  {
    /** The structure, and its region when the report was made: whose regional chamber accepts it. */
    ...ofStructure(),
    year: integer().notNull(),
    half: smallint().notNull(),
    status: varchar({ length: 28 }).notNull(),
    forms: jsonb().$type<HalfYearReportForms>().notNull(),
    prefilled: jsonb().$type<HalfYearReportForms>().notNull(),
    directorSignatureId: signatureRef(),
    /** The day the director last signed it. */
    signedOn: date(),
    /** The public id of its issued-documents row (the QR check), set when signed. */
    publicId: varchar({ length: 32 }),
    returnReason: text(),
    /**
     * The structure's name as every list of structures sorts it (search-text.ts `contragentSortText`),
     * copied by PostgreSQL (triggers `half_year_reports_fill_structure` and
     * `contragents_sync_half_year_reports`, migration 0033) when the report is made and whenever the
     * structure is renamed, so a list reads its page in order from an index. Never written by code.
     */
    structureSortName: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('half_year_reports_period_idx').on(t.contragentId, t.year, t.half),
    index('half_year_reports_region_idx').on(t.year, t.half, t.regionId, t.status),
    /**
     * The lists' order (the latest half-year first, then by the structure's name), of the country and of
     * one region: a page reads its rows in order, the status filter read from the index too.
     */
    index('half_year_reports_list_idx').on(
      t.year.desc().nullsFirst(),
      t.half.desc().nullsFirst(),
      t.structureSortName,
      t.id.desc().nullsFirst(),
      t.status,
    ),
    index('half_year_reports_region_list_idx').on(
      t.regionId,
      t.year.desc().nullsFirst(),
      t.half.desc().nullsFirst(),
      t.structureSortName,
      t.id.desc().nullsFirst(),
      t.status,
    ),
    /** The statistics of a month: the reports signed in it, with what tells a late one, from the index alone. */
    index('half_year_reports_signed_idx').on(t.signedOn, t.regionId, t.year, t.half),
    check('half_year_reports_half_ck', sql`${t.half} in (1, 2)`),
  ],
);

/**
 * The reminders sent to a structure's director for a half-year: one row per (structure, half-year, days
 * before the due date), so each goes out once however many job processes run the sweep.
 */
export const halfYearReportReminders = pgTable(
  'half_year_report_reminders',
  {
    contragentId: contragentRef().notNull(),
    year: integer().notNull(),
    half: smallint().notNull(),
    daysBefore: smallint().notNull(),
    sentAt: moment().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contragentId, t.year, t.half, t.daysBefore] })],
);
