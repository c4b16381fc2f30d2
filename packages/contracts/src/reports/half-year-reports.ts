/**
 * Half-year reports (decisions.md "Half-year report"; docs/domain.md "Half-year reports"):
 * the director makes the structure's report for a half-year (prefilled from the portal's records), edits
 * its four forms, signs it with their e-signature; the regional chamber, the republic chamber and the
 * ministry accept it in turn or return it with a reason. The chambers and the ministry see the sums.
 */
import {
  HALF_YEAR_REPORT_FORMS,
  type HalfYearReportFormKey,
  HALF_YEAR_REPORT_STATUSES,
  type HalfYearReportForms,
} from '@portal/domain';
import { z } from 'zod';
import { actionFlags, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import {
  documentSignature,
  idBody,
  idReasonBody,
  signBody,
  signingContent,
  statusHistoryItem,
} from '../legal-aid/common';

/** One figure of a form: a whole number from 0 to 10^12. */
export const reportFigure = z.coerce
  .number({ error: 'validation.wrongData' })
  .int('validation.wrongData')
  .min(0, 'validation.wrongData')
  .max(1_000_000_000_000, 'validation.wrongData');

function formSchema<F extends HalfYearReportFormKey>(form: F) {
  const shape = Object.fromEntries(HALF_YEAR_REPORT_FORMS[form].map((f) => [f, reportFigure])) as Record<
    (typeof HALF_YEAR_REPORT_FORMS)[F][number],
    typeof reportFigure
  >;
  return z.object(shape);
}

/** The four forms (packages/domain HALF_YEAR_REPORT_FORMS lists their figures). */
export const halfYearReportForms = z.object({
  form1: formSchema('form1'),
  form2: formSchema('form2'),
  form3: formSchema('form3'),
  form4: formSchema('form4'),
}) satisfies z.ZodType<HalfYearReportForms>;

export const reportHalf = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || v === 2, 'validation.wrongData')
  .transform((v) => v as 1 | 2);
export const reportYear = z.coerce
  .number()
  .int()
  .min(2000, 'validation.wrongData')
  .max(2100, 'validation.wrongData');

export const reportPeriodDto = z.object({
  year: z.number().int(),
  half: z.number().int(),
  from: z.string(),
  to: z.string(),
  due: z.string(),
});

/** What the director signs: the canonical JSON of this object (the SPA passes it as is, the API rebuilds it). */
export function halfYearReportSigningContent(r: {
  id: number;
  structureInn: string;
  year: number;
  half: number;
  forms: HalfYearReportForms;
}) {
  return {
    document: 'HALF_YEAR_REPORT',
    id: r.id,
    structureInn: r.structureInn,
    year: r.year,
    half: r.half,
    forms: r.forms,
  };
}

export const halfYearReportCan = actionFlags('update', 'sign', 'accept', 'return');

export const halfYearReportDto = withId({
  status: z.enum(HALF_YEAR_REPORT_STATUSES),
  period: reportPeriodDto,
  /** Not handed in (signed) and past its due date. */
  daysLate: z.number().int(),
  structure: z.object({
    id: z.number().int(),
    name: z.string(),
    inn: z.string(),
    regionId: z.number().int(),
    regionName: z.string(),
  }),
  forms: halfYearReportForms,
  /** The figures the portal computed from its own records when the report was made. */
  prefilled: halfYearReportForms,
  directorSignature: documentSignature.nullable(),
  signedOn: z.string().nullable(),
  /** The public check of the signed report (check-service-doc/{publicId}). */
  publicId: z.string().nullable(),
  returnReason: z.string().nullable(),
  signingContent,
  history: z.array(statusHistoryItem),
  can: halfYearReportCan,
});
export type HalfYearReportDto = z.infer<typeof halfYearReportDto>;

export const halfYearReportListItem = halfYearReportDto.omit({
  history: true,
  signingContent: true,
  prefilled: true,
  forms: true,
  directorSignature: true,
});
export type HalfYearReportListItem = z.infer<typeof halfYearReportListItem>;

export const halfYearReportListQuery = pageQuery(20, 100).extend({
  year: reportYear.optional(),
  half: reportHalf.optional(),
  status: z.enum(HALF_YEAR_REPORT_STATUSES).optional(),
  regionId: idSchema.optional(),
});

export const halfYearReportUpdateBody = z.object({ id: idSchema, forms: halfYearReportForms });

/** A half-year: the one a director starts a report for, the one whose regional sums are read. */
export const halfYearPeriod = z.object({ year: reportYear, half: reportHalf });

/** One region's sum for a half-year: the reports its chamber accepted, figure by figure. */
export const regionReportSum = z.object({
  regionId: z.number().int(),
  regionName: z.string(),
  /** Structures that must report (registered, with a director). */
  structures: z.number().int(),
  /** Reports signed by their director and not returned. */
  handedIn: z.number().int(),
  /** Reports in the sum: accepted by the regional chamber (and further). */
  accepted: z.number().int(),
  /** Structures with no signed report after the due date. */
  late: z.number().int(),
  forms: halfYearReportForms,
});
export type RegionReportSum = z.infer<typeof regionReportSum>;

export const halfYearReportSums = z.object({
  period: reportPeriodDto,
  regions: z.array(regionReportSum),
  /** The country's total (the sum of the regions shown). */
  total: halfYearReportForms,
});
export type HalfYearReportSums = z.infer<typeof halfYearReportSums>;

export const lateReportQuery = pageQuery(20, 100).extend({
  year: reportYear,
  half: reportHalf,
  regionId: idSchema.optional(),
});

/** A structure with no signed report for the half-year (late once the due date has passed). */
export const lateReportItem = z.object({
  contragentId: z.number().int(),
  name: z.string(),
  regionName: z.string(),
  directorName: z.string().nullable(),
  reportId: z.number().int().nullable(),
  status: z.enum(HALF_YEAR_REPORT_STATUSES).nullable(),
  daysLate: z.number().int(),
});
export type LateReportItem = z.infer<typeof lateReportItem>;

export const halfYearReportCalls = defineCalls(['half-year-reports'], {
  halfYearReportList: get('halfYearReport/list', {
    query: halfYearReportListQuery,
    response: listOf(halfYearReportListItem),
    permission: 'signedIn',
    summary:
      "The reports the caller sees: the director's own; a chamber's region; all for the republic and ministry",
  }),
  halfYearReport: get('halfYearReport/:id', {
    params: idParams,
    response: halfYearReportDto,
    permission: 'signedIn',
  }),
  halfYearReportPdf: get('halfYearReport/pdf/:id', {
    params: idParams,
    binary: true,
    permission: 'signedIn',
  }),
  halfYearReportCreate: post('halfYearReport/create', {
    body: halfYearPeriod,
    response: halfYearReportDto,
    permission: 'report.fill',
    summary: "The director makes the structure's report for a half-year, prefilled from the portal's records",
  }),
  halfYearReportUpdate: post('halfYearReport/update', {
    body: halfYearReportUpdateBody,
    response: halfYearReportDto,
    permission: 'report.fill',
  }),
  halfYearReportSign: post('halfYearReport/sign', {
    body: signBody,
    response: halfYearReportDto,
    permission: 'report.fill',
  }),
  halfYearReportAccept: post('halfYearReport/accept', {
    body: idBody,
    response: halfYearReportDto,
    permission: 'report.review',
    summary: 'The regional chamber, then the republic chamber accept the report; the ministry signs it off',
  }),
  halfYearReportReturn: post('halfYearReport/return', {
    body: idReasonBody,
    response: halfYearReportDto,
    permission: 'report.review',
  }),
  halfYearReportSums: get('halfYearReport/sums', {
    query: halfYearPeriod,
    response: halfYearReportSums,
    permission: 'report.review',
  }),
  halfYearReportLate: get('halfYearReport/late', {
    query: lateReportQuery,
    response: listOf(lateReportItem),
    permission: 'report.review',
  }),
});
