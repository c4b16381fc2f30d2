/**
 * The reads of half-year reports: one report, the list the caller sees, the sums per region and the
 * country's total, and the structures that have not handed in their report (who is late).
 */
import type { HalfYearReportDto, Language } from '@portal/contracts';
import {
  HALF_YEAR_REPORT_HANDED_IN,
  HALF_YEAR_REPORT_IN_REGION_SUM,
  type HalfYearReportStatus,
  type ReportHalf,
  type ReportPeriod,
  reportDaysLate,
  reportPeriod,
  sumReportForms,
  tashkentToday,
} from '@portal/domain';
import { and, asc, count, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import { contragentSortText } from '../../db/schema/search-text';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { countOf, pageCounted, pageWithTotal } from '../../db/paging';
import { contragents, contragentTypes, halfYearReports, persons, regions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { fullNameOf } from '../../people/person-row';
import { documentSignatureOf, historyItems, type LegalAidCaller } from '../legal-aid';
import { maySeeReport, mustReport, reportPolicy, summedRegions } from './policy';
import { reportSigningContent } from './service';

/**
 * What a list row shows of a report and of its structure: not the report's forms nor the figures
 * prefilled into them (only the record's page shows those).
 */
const listedReport = {
  id: halfYearReports.id,
  contragentId: halfYearReports.contragentId,
  regionId: halfYearReports.regionId,
  year: halfYearReports.year,
  half: halfYearReports.half,
  status: halfYearReports.status,
  signedOn: halfYearReports.signedOn,
  publicId: halfYearReports.publicId,
  returnReason: halfYearReports.returnReason,
};
const listedStructure = { id: contragents.id, name: contragents.name, stir: contragents.stir };

type Row = {
  r: { [K in keyof typeof listedReport]: (typeof halfYearReports.$inferSelect)[K] };
  s: Pick<typeof contragents.$inferSelect, keyof typeof listedStructure>;
  region: typeof regions.$inferSelect;
};

/** Days late of a report not handed in (0 for one that is). */
const daysLate = (status: string | null, period: ReportPeriod, today: string) =>
  status !== null && HALF_YEAR_REPORT_HANDED_IN.includes(status as HalfYearReportStatus)
    ? 0
    : reportDaysLate(period, today);

export function reportViews(db: Database, clock: Clock) {
  /** The reports with their structure and region, each selected as `r`, `s` and `region` name them. */
  const base = <R extends PgTable | SelectedFieldsFlat, S extends PgTable | SelectedFieldsFlat>(
    r: R,
    s: S,
    total = sql<number>`0`,
  ) =>
    db
      .select({ r, s, region: regions, total })
      .from(halfYearReports)
      .innerJoin(contragents, eq(contragents.id, halfYearReports.contragentId))
      .innerJoin(regions, eq(regions.id, halfYearReports.regionId));

  const item = (caller: LegalAidCaller, lang: Language, { r, s, region }: Row, today: string) => {
    const period = reportPeriod(r.year, r.half as ReportHalf);
    return {
      id: r.id,
      status: r.status as HalfYearReportDto['status'],
      period,
      daysLate: daysLate(r.status, period, today),
      structure: {
        id: s.id,
        name: s.name,
        inn: s.stir ?? '',
        regionId: region.id,
        regionName: nameIn(region, lang),
      },
      signedOn: r.signedOn,
      publicId: r.publicId,
      returnReason: r.returnReason,
      can: reportPolicy.can(caller, r),
    };
  };

  return {
    async dto(caller: LegalAidCaller, lang: Language, id: number): Promise<HalfYearReportDto> {
      const [row] = await base(halfYearReports, contragents).where(eq(halfYearReports.id, id));
      if (!row || !maySeeReport(caller, row.r)) throw new AppError('NOT_FOUND');
      return {
        ...item(caller, lang, row, tashkentToday(clock.now())),
        forms: row.r.forms,
        prefilled: row.r.prefilled,
        directorSignature: await documentSignatureOf(db, row.r.directorSignatureId),
        signingContent: await reportSigningContent(db, row.r),
        history: await historyItems(db, 'half-year-report', id),
      };
    },

    async list(
      caller: LegalAidCaller,
      lang: Language,
      q: { page: number; limit: number; year?: number; half?: number; status?: string; regionId?: number },
    ) {
      const where = withinVisible(
        reportPolicy.findVisible(caller),
        q.year === undefined ? undefined : eq(halfYearReports.year, q.year),
        q.half === undefined ? undefined : eq(halfYearReports.half, q.half),
        q.status === undefined ? undefined : eq(halfYearReports.status, q.status),
        q.regionId === undefined ? undefined : eq(halfYearReports.regionId, q.regionId),
      );
      if (where === null) return { list: [], total: 0 };
      const today = tashkentToday(clock.now());
      const { rows, total } = await pageCounted(
        (counted) =>
          base(listedReport, listedStructure, counted)
            .where(where)
            .orderBy(
              desc(halfYearReports.year),
              desc(halfYearReports.half),
              asc(halfYearReports.structureSortName),
              desc(halfYearReports.id),
            )
            .$dynamic(),
        q,
        (upTo) => countOf(db, halfYearReports, where, upTo),
      );
      return { list: rows.map((row) => item(caller, lang, row, today)), total };
    },

    /** Each visible region's sum of the reports its chamber accepted, and the country's total. */
    async sums(caller: LegalAidCaller, lang: Language, q: { year: number; half: ReportHalf }) {
      const period = reportPeriod(q.year, q.half);
      const scope = summedRegions(caller);
      if (scope === null) return { period, regions: [], total: sumReportForms([]) };
      const today = tashkentToday(clock.now());
      const [regionRows, reports, structures] = await Promise.all([
        db.select().from(regions).where(scope).orderBy(asc(regions.id)),
        db
          .select({
            regionId: halfYearReports.regionId,
            status: halfYearReports.status,
            forms: halfYearReports.forms,
            contragentId: halfYearReports.contragentId,
          })
          .from(halfYearReports)
          .where(and(eq(halfYearReports.year, q.year), eq(halfYearReports.half, q.half))),
        db
          .select({ id: contragents.id, regionId: contragents.regionId })
          .from(contragents)
          .innerJoin(contragentTypes, eq(contragentTypes.id, contragents.typeId))
          .where(mustReport()),
      ]);
      const handedIn = new Set(
        reports
          .filter((r) => HALF_YEAR_REPORT_HANDED_IN.includes(r.status as HalfYearReportStatus))
          .map((r) => r.contragentId),
      );
      const late = today > period.due;
      const list = regionRows.map((region) => {
        const own = reports.filter((r) => r.regionId === region.id);
        const accepted = own.filter((r) =>
          HALF_YEAR_REPORT_IN_REGION_SUM.includes(r.status as HalfYearReportStatus),
        );
        const required = structures.filter((s) => s.regionId === region.id);
        return {
          regionId: region.id,
          regionName: nameIn(region, lang),
          structures: required.length,
          handedIn: own.filter((r) => handedIn.has(r.contragentId)).length,
          accepted: accepted.length,
          late: late ? required.filter((s) => !handedIn.has(s.id)).length : 0,
          forms: sumReportForms(accepted.map((r) => r.forms)),
        };
      });
      return { period, regions: list, total: sumReportForms(list.map((r) => r.forms)) };
    },

    /** The structures of the visible regions with no handed-in report for the half-year, most late first. */
    async late(
      caller: LegalAidCaller,
      lang: Language,
      q: { page: number; limit: number; year: number; half: ReportHalf; regionId?: number },
    ) {
      const scope = summedRegions(caller);
      if (scope === null) return { list: [], total: 0 };
      const period = reportPeriod(q.year, q.half);
      const today = tashkentToday(clock.now());
      const where = and(
        scope,
        mustReport(q.regionId),
        or(isNull(halfYearReports.id), notInArray(halfYearReports.status, [...HALF_YEAR_REPORT_HANDED_IN])),
      );
      const joined = <T extends Parameters<typeof db.select>[0]>(selection: T) =>
        db
          .select(selection as NonNullable<T>)
          .from(contragents)
          .innerJoin(contragentTypes, eq(contragentTypes.id, contragents.typeId))
          .innerJoin(regions, eq(regions.id, contragents.regionId))
          .leftJoin(persons, eq(persons.id, contragents.directorPersonId))
          .leftJoin(
            halfYearReports,
            and(
              eq(halfYearReports.contragentId, contragents.id),
              eq(halfYearReports.year, q.year),
              eq(halfYearReports.half, q.half),
            ),
          )
          .where(where);
      const { rows, total } = await pageWithTotal(
        joined({
          s: contragents,
          region: regions,
          director: persons,
          reportId: halfYearReports.id,
          status: halfYearReports.status,
        })
          .orderBy(asc(regions.id), asc(contragentSortText(contragents)), asc(contragents.id))
          .$dynamic(),
        q,
        () => joined({ n: count() }),
      );
      return {
        list: rows.map((row) => ({
          contragentId: row.s.id,
          name: row.s.name,
          regionName: nameIn(row.region, lang),
          directorName: row.director ? fullNameOf(row.director) : null,
          reportId: row.reportId,
          status: row.status as HalfYearReportDto['status'] | null,
          daysLate: daysLate(row.status, period, today),
        })),
        total: Number(total),
      };
    },
  };
}

export type ReportViews = ReturnType<typeof reportViews>;
