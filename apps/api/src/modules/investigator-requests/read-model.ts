/**
 * The queries beneath the request screens: one query with every name a card shows (in the caller's
 * language), the list filters, and the full request with its case, files, history and draws.
 */
import type { Language, OrgRequestDto, OrgRequestItem, OrgRequestListQuery } from '@portal/contracts';
import { recheckDraw, tashkentDayStart } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { identifierSearch } from '../../db/search';
import { alias } from 'drizzle-orm/pg-core';
import type { CriminalCase } from '../../adapters/interior-ministry';
import type { Database } from '../../db/client';
import {
  checklists,
  criminalCases,
  investigatorRequests,
  lawyers,
  legalAidTypes,
  orders,
  persons,
  regions,
  requestDraws,
  workLanguages,
} from '../../db/schema';
import { namedIn } from '../../http/localize';
import { readModel } from '../../kit/read-model';
import { historyItems, type LegalAidCaller, storedFile } from '../legal-aid';
import { drawRecordOf, requestDutyPool, waitReasonOf } from './draw';
import { lawyerRefColumns } from '../../people/lawyers';
import { fullNameOf, nameColumnsOf } from '../../people/person-row';
import { requestCan } from './policy';
import { requestPeople, requestPeopleColumns, requestPeopleNames } from './request-people';

const lawyerPerson = alias(persons, 'lawyer_person');

/** Statuses in which the request is with a lawyer (the card names them). */
const WITH_LAWYER = new Set(['SEND', 'ACCEPTED', 'CLOSED', 'COMPLETED', 'NOT_COMPLETED', 'PAYMENT']);

/** The filters of the request lists as a condition. */
export function requestFilters(q: Partial<OrgRequestListQuery> & { pnfl?: string }): SQL | undefined {
  return and(
    q.status ? eq(investigatorRequests.status, q.status) : undefined,
    q.regionId ? eq(investigatorRequests.regionId, q.regionId) : undefined,
    q.pnfl ? eq(investigatorRequests.personPinfl, q.pnfl) : undefined,
    identifierSearch(
      q.search,
      investigatorRequests.searchText,
      investigatorRequests.personPinfl,
      investigatorRequests.caseNumber,
    ),
    q.dateFrom ? gte(investigatorRequests.attendanceAt, tashkentDayStart(q.dateFrom)) : undefined,
    q.dateTo ? lt(investigatorRequests.attendanceAt, tashkentDayStart(q.dateTo, 1)) : undefined,
  );
}

/** What a request's item is judged with: the reader, their language and the time `can.accept` is judged at. */
export interface RequestReadContext {
  caller: LegalAidCaller;
  lang: Language;
  now: Date;
}

/** The request lists, one request's card and the whole request, with every name a card shows. */
export const requestRead = readModel({
  table: investigatorRequests,
  base: (db: Database) =>
    db
      .select({
        r: investigatorRequests,
        ...requestPeopleColumns,
        region: regions,
        language: workLanguages,
        legalAid: legalAidTypes,
        lawyer: lawyerRefColumns,
        lawyerPerson: nameColumnsOf(lawyerPerson),
        order: { id: orders.id, number: orders.number, status: orders.status },
        checklist: { id: checklists.id, status: checklists.status },
      })
      .from(investigatorRequests)
      .innerJoin(requestPeople.investigator, requestPeople.investigatorJoin)
      .leftJoin(requestPeople.subject, requestPeople.subjectJoin)
      .innerJoin(regions, eq(regions.id, investigatorRequests.regionId))
      .innerJoin(workLanguages, eq(workLanguages.id, investigatorRequests.languageId))
      .innerJoin(legalAidTypes, eq(legalAidTypes.id, investigatorRequests.legalAidId))
      .leftJoin(lawyers, eq(lawyers.id, investigatorRequests.pickedLawyerId))
      .leftJoin(lawyerPerson, eq(lawyerPerson.id, lawyers.personId))
      .leftJoin(orders, eq(orders.investigatorRequestId, investigatorRequests.id))
      .leftJoin(checklists, eq(checklists.requestId, investigatorRequests.id))
      .$dynamic(),
  /** Newest first. */
  order: [desc(investigatorRequests.id)],
  item: (row, { caller, lang, now }: RequestReadContext): OrgRequestItem => {
    const r = row.r;
    const showLawyer = WITH_LAWYER.has(r.status) && row.lawyer && row.lawyerPerson;
    return {
      id: r.id,
      status: r.status,
      caseNumber: r.caseNumber,
      caseArticle: r.caseArticle,
      organizationName: r.organizationName,
      ...requestPeopleNames(row),
      personPinfl: r.personPinfl,
      region: namedIn(row.region, lang),
      language: namedIn(row.language, lang),
      legalAid: namedIn(row.legalAid, lang),
      attendancePlace: r.attendancePlace,
      attendanceAt: r.attendanceAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      lawyer: showLawyer
        ? {
            id: row.lawyer!.id,
            personId: row.lawyerPerson!.id,
            fullName: fullNameOf(row.lawyerPerson!),
            certificateNumber: row.lawyer!.certificateNumber,
          }
        : null,
      acceptDeadlineAt: r.status === 'SEND' ? (r.acceptDeadlineAt?.toISOString() ?? null) : null,
      acceptedAt: r.acceptedAt?.toISOString() ?? null,
      order: row.order ? { id: row.order.id, number: row.order.number, status: row.order.status } : null,
      checklistId: row.checklist?.id ?? null,
      checklistStatus: row.checklist?.status ?? 'NOT_CREATED',
      can: requestCan(caller, r, { checklistExists: row.checklist !== null, now }),
    };
  },
  /** The whole request: the card, its case from the registry, its files, history and (when allowed) draws. */
  view: async (db, { r }, item, { now }): Promise<OrgRequestDto> => {
    const [cached] = r.criminalCaseId
      ? await db.select().from(criminalCases).where(eq(criminalCases.id, r.criminalCaseId))
      : [];
    const data = cached?.data as CriminalCase | undefined;
    return {
      ...item,
      caseSummary: r.caseSummary,
      file: await storedFile(db, r.fileId),
      closeFile: await storedFile(db, r.closeFileId),
      closeComment: r.closeComment,
      cancelReason: r.cancelReason,
      notCompletedReason: r.notCompletedReason,
      criminalCase: data ? { ...data, fetchedAt: cached!.fetchedAt.toISOString(), stale: false } : null,
      history: await historyItems(db, 'investigator-request', r.id),
      draws: item.can.viewDraws ? await drawItems(db, r.id) : [],
      waitReason: r.status === 'WAIT' ? waitReasonOf(await requestDutyPool(db, r, now)) : null,
    };
  },
});

/** Every draw of a request, oldest first, with the names of its candidates and the re-check. */
async function drawItems(db: Database, requestId: number): Promise<OrgRequestDto['draws']> {
  const draws = await db
    .select()
    .from(requestDraws)
    .where(eq(requestDraws.requestId, requestId))
    .orderBy(asc(requestDraws.round));
  const ids = [
    ...new Set(draws.flatMap((d) => [...d.candidates.map((c) => c.lawyerId), d.pickedLawyerId ?? 0])),
  ];
  const people = ids.length
    ? await db
        .select({ id: lawyers.id, certificateNumber: lawyers.certificateNumber, person: persons })
        .from(lawyers)
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .where(inArray(lawyers.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return draws.map((d) => {
    const picked = d.pickedLawyerId !== null ? byId.get(d.pickedLawyerId) : undefined;
    return {
      round: d.round,
      createdAt: d.createdAt.toISOString(),
      dutyDate: d.dutyDate,
      algorithm: d.algorithm,
      seed: d.seed,
      candidates: d.candidates.map((c) => ({
        lawyerId: c.lawyerId,
        fullName: byId.get(c.lawyerId) ? fullNameOf(byId.get(c.lawyerId)!.person) : '',
        acceptedThisMonth: c.acceptedThisMonth,
        weight: c.weight,
      })),
      excludedLawyerIds: d.excludedLawyerIds,
      totalWeight: d.totalWeight,
      point: d.point,
      pickedLawyer: picked
        ? {
            id: picked.id,
            personId: picked.person.id,
            fullName: fullNameOf(picked.person),
            certificateNumber: picked.certificateNumber,
          }
        : null,
      outcome: d.outcome,
      acceptDeadlineAt: d.acceptDeadlineAt?.toISOString() ?? null,
      endedAt: d.endedAt?.toISOString() ?? null,
      recheck: recheckDraw(drawRecordOf(d)),
    };
  });
}
