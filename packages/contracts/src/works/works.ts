/**
 * My works (docs/domain.md "My works"): a lawyer's record of the legal aid they gave in a year, by month
 * and kind of aid: the orders issued, the checklists whose fee was handed over for payment and those
 * fees; the year's summary, and the same as a PDF or a CSV file.
 */
import { z } from 'zod';
import { defineCalls, get } from '../kit/define-call';
import { namedRef } from '../public/common';

/** The first year the portal keeps legal aid for. */
export const WORKS_FIRST_YEAR = 2020;

export const worksQuery = z.object({
  year: z.coerce
    .number('validation.notANumber')
    .int('validation.notANumber')
    .min(WORKS_FIRST_YEAR, 'validation.tooSmall')
    .max(2100, 'validation.tooLarge'),
});
export const worksExportQuery = worksQuery.extend({ format: z.enum(['pdf', 'csv']) });

/** What a line of the record counts: orders issued, checklists handed over, their fees (tiyin). */
const worksFigures = z.object({
  orders: z.number().int(),
  checklists: z.number().int(),
  feeTiyin: z.number().int(),
});
export type WorksFigures = z.infer<typeof worksFigures>;

export const worksSummary = z.object({
  year: z.number().int(),
  lawyer: z.object({ name: z.string(), certificateNumber: z.string() }),
  /** Each month and kind with anything in it, by month then kind; `legalAid` null: no kind written. */
  rows: z.array(worksFigures.extend({ month: z.number().int(), legalAid: namedRef.nullable() })),
  /** The twelve months, January first, each with its figures (zero when nothing happened). */
  months: z.array(worksFigures.extend({ month: z.number().int() })),
  /** The year's figures by kind of aid. */
  kinds: z.array(worksFigures.extend({ legalAid: namedRef.nullable() })),
  total: worksFigures,
});
export type WorksSummary = z.infer<typeof worksSummary>;

export const worksCalls = defineCalls(['my works'], 'checklist.fill', {
  worksSummary: get('works/summary', { query: worksQuery, response: worksSummary }),
  worksExport: get('works/export', {
    query: worksExportQuery,
    binary: true,
    summary: 'The year of my works as a PDF or a CSV file',
  }),
});
