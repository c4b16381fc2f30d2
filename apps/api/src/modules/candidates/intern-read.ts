/**
 * Reading internships and restrictions on taking interns (docs/domain.md "Interns"): the registry (the
 * director's structure, the chamber's region, everything for the republic chamber and ADMIN), one
 * internship with its history and `can`, the intern's own, and the restrictions. Reads start from the
 * policies' findVisible.
 */
import type { InternRestrictionDto, InternshipDto, InternshipItem, Language } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf, pageWithTotal } from '../../db/paging';
import { contragents, internRestrictions, internships, persons, regions } from '../../db/schema';
import { searchFilter } from '../../db/search';
import { namedIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import { fullNameOf } from '../../people/person-row';
import { historyItems, type LegalAidCaller } from '../legal-aid';
import { internRestrictionPolicy, internshipPolicy, ownInternships } from './policy';
import { registerPage } from './register-page';

function internshipQuery(db: Database) {
  return db
    .select({
      row: internships,
      person: persons,
      contragent: { id: contragents.id, name: contragents.name },
      region: regions,
    })
    .from(internships)
    .innerJoin(persons, eq(persons.id, internships.personId))
    .innerJoin(contragents, eq(contragents.id, internships.contragentId))
    .innerJoin(regions, eq(regions.id, internships.regionId));
}
type InternshipRow = Awaited<ReturnType<ReturnType<typeof internshipQuery>['execute']>>[number];

const toItem = (r: InternshipRow, lang: Language): InternshipItem => ({
  id: r.row.id,
  status: r.row.status as InternshipItem['status'],
  person: { id: r.person.id, fullName: fullNameOf(r.person), pinfl: r.person.pinfl },
  contragent: r.contragent,
  region: namedIn(r.region, lang),
  startDate: r.row.startDate,
  endDate: r.row.endDate,
});

const creator = alias(persons, 'creator');

function restrictionQuery(db: Database) {
  return db
    .select({
      row: internRestrictions,
      contragent: { id: contragents.id, name: contragents.name },
      region: regions,
      creator: { lastName: creator.lastName, firstName: creator.firstName, parentName: creator.parentName },
    })
    .from(internRestrictions)
    .innerJoin(contragents, eq(contragents.id, internRestrictions.contragentId))
    .innerJoin(regions, eq(regions.id, internRestrictions.regionId))
    .leftJoin(creator, eq(creator.id, internRestrictions.createdByPersonId));
}
type RestrictionRow = Awaited<ReturnType<ReturnType<typeof restrictionQuery>['execute']>>[number];

/** A restriction in force on `today`: begun, not lifted, not ended. */
function inForceSql(today: string): SQL {
  return and(
    isNull(internRestrictions.liftedAt),
    lte(internRestrictions.fromDate, today),
    or(isNull(internRestrictions.untilDate), sql`${internRestrictions.untilDate} >= ${today}`),
  )!;
}

export function internViews(db: Database) {
  const restrictionDto = (
    caller: LegalAidCaller,
    r: RestrictionRow,
    lang: Language,
    today: string,
  ): InternRestrictionDto => ({
    id: r.row.id,
    contragent: r.contragent,
    region: namedIn(r.region, lang),
    reason: r.row.reason,
    fromDate: r.row.fromDate,
    untilDate: r.row.untilDate,
    inForce:
      r.row.liftedAt === null &&
      r.row.fromDate <= today &&
      (r.row.untilDate === null || r.row.untilDate >= today),
    createdBy: r.creator ? fullNameOf(r.creator) : null,
    createdAt: r.row.createdAt.toISOString(),
    liftedAt: r.row.liftedAt?.toISOString() ?? null,
    liftReason: r.row.liftReason,
    can: internRestrictionPolicy.can(caller, r.row),
  });

  return {
    async internship(caller: LegalAidCaller, lang: Language, id: number): Promise<InternshipDto> {
      const r = await oneVisible(
        withinVisible(internshipPolicy.findVisible(caller), eq(internships.id, id)),
        (where) => internshipQuery(db).where(where),
      );
      return {
        ...toItem(r, lang),
        candidateDocumentId: r.row.candidateDocumentId,
        vacancyId: r.row.vacancyId,
        history: await historyItems(db, 'internship', id),
        can: internshipPolicy.can(caller, r.row),
      };
    },
    async list(
      caller: LegalAidCaller,
      lang: Language,
      query: { page: number; limit: number; status?: string; search?: string },
    ) {
      const where = withinVisible(
        internshipPolicy.findVisible(caller),
        query.status ? eq(internships.status, query.status) : undefined,
        searchFilter(query.search, persons.searchText),
      );
      const page = await registerPage(db, internships, where, query, (w) =>
        internshipQuery(db).where(w).orderBy(desc(internships.id)).$dynamic(),
      );
      return { list: page.rows.map((r) => toItem(r, lang)), total: page.total };
    },
    async own(caller: LegalAidCaller, lang: Language) {
      const rows = await internshipQuery(db).where(ownInternships(caller)).orderBy(desc(internships.id));
      return rows.map((r) => toItem(r, lang));
    },
    async restriction(caller: LegalAidCaller, lang: Language, id: number, now: Date) {
      const r = await oneVisible(
        withinVisible(internRestrictionPolicy.findVisible(caller), eq(internRestrictions.id, id)),
        (where) => restrictionQuery(db).where(where),
      );
      return restrictionDto(caller, r, lang, tashkentToday(now));
    },
    async restrictions(
      caller: LegalAidCaller,
      lang: Language,
      query: { page: number; limit: number; inForce?: 'true' | 'false' },
      now: Date,
    ) {
      const today = tashkentToday(now);
      const force =
        query.inForce === 'true'
          ? inForceSql(today)
          : query.inForce === 'false'
            ? sql`not (${inForceSql(today)})`
            : undefined;
      const where = withinVisible(internRestrictionPolicy.findVisible(caller), force);
      if (where === null) return { list: [], total: 0 };
      const { rows, total } = await pageWithTotal(
        restrictionQuery(db).where(where).orderBy(desc(internRestrictions.id)).$dynamic(),
        query,
        (upTo) => countOf(db, internRestrictions, where, upTo),
      );
      return { list: rows.map((r) => restrictionDto(caller, r, lang, today)), total };
    },
  };
}
