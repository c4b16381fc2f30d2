/**
 * The reads of lawyers' requests: own requests, the chambers' inbox, one request with its history, the
 * request-type tree and the templates. Every read starts from the policy's scope; a request outside it is
 * 404.
 */
import type { Language, RequestListQuery } from '@portal/contracts';
import { OPEN_LAWYER_REQUEST_STATUSES, tashkentDayStart } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countOf, pageCounted } from '../../db/paging';
import {
  issuedDocuments,
  lawyerCertificates,
  lawyerRequests,
  lawyers,
  regions,
  requestTypes,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { namedIn, nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { readModel } from '../../kit/read-model';
import { oneVisible } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { historyItems } from '../legal-aid';
import { ownRequests, requestPolicy, requestScope, reviewedRequests } from './policy';

type Query = RequestListQuery;

/**
 * The requests with their type, region and lawyer; `total` is the list's count when a page reads it in
 * the same statement (countColumn), else 0.
 */
const base = (db: Database, total: SQL<number> = sql<number>`0`.mapWith(Number)) =>
  db
    .select({ r: lawyerRequests, type: requestTypes, region: regions, lawyer: lawyers, total })
    .from(lawyerRequests)
    .innerJoin(requestTypes, eq(requestTypes.id, lawyerRequests.requestTypeId))
    .innerJoin(regions, eq(regions.id, lawyerRequests.regionId))
    .innerJoin(lawyers, eq(lawyers.id, lawyerRequests.lawyerId));
type BaseRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function filters(q: Query): SQL[] {
  const out: SQL[] = [];
  if (q.kind) out.push(eq(lawyerRequests.kind, q.kind));
  if (q.status) out.push(eq(lawyerRequests.status, q.status));
  if (q.regionId) out.push(eq(lawyerRequests.regionId, q.regionId));
  if (q.dateFrom) out.push(gte(lawyerRequests.createdAt, tashkentDayStart(q.dateFrom)));
  if (q.dateTo) out.push(lt(lawyerRequests.createdAt, tashkentDayStart(q.dateTo, 1)));
  return out;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(caller: LegalAidCaller, lang: Language, { r, type, region, lawyer }: BaseRow) {
  return {
    id: r.id,
    kind: r.kind,
    requestType: namedIn(type, lang),
    status: r.status,
    lawyer: { id: lawyer.id, fullName: lawyer.fullName ?? '', certificateNumber: lawyer.certificateNumber },
    region: namedIn(region, lang),
    delivery: r.delivery,
    priceTiyin: r.priceTiyin,
    deliveryStatus: r.deliveryStatus,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    can: requestPolicy.can(caller, r),
  };
}

const order = [desc(lawyerRequests.createdAt), desc(lawyerRequests.id)];

/**
 * The chambers' inbox: a region's or the country's requests, whose deep pages would otherwise join every
 * request their offset skips, and whose page with its joins PostgreSQL planned on every call (0.5-0.9 ms):
 * a read model finds the page's ids from `lawyer_requests` alone and joins those through one prepared
 * statement.
 */
const inboxRead = readModel({
  table: lawyerRequests,
  base: (db) => base(db).$dynamic(),
  order,
  item: (row, { caller, lang }: { caller: LegalAidCaller; lang: Language }) => toItem(caller, lang, row),
  view: (_db, _row, item) => Promise.resolve(item),
});

export function requestViews(db: Database) {
  /** The chambers' inbox under `scope` (reviewedRequests), the list's filters and `more`. */
  function inbox(caller: LegalAidCaller, lang: Language, q: Query, more?: SQL) {
    const scope = reviewedRequests(caller);
    return inboxRead.list(db, { caller, lang }, scope && and(scope, ...filters(q), more), q);
  }

  /** A lawyer's own requests: a lawyer's few, so the page is joined and counted in one statement. */
  async function own(caller: LegalAidCaller, lang: Language, q: Query) {
    const scope = ownRequests(caller);
    if (scope === null) return { list: [], total: 0 };
    const where = and(scope, ...filters(q));
    // counted in the list's order, as the page reads them: the count stops at the pager's reach
    const { rows, total } = await pageCounted(
      (counted) =>
        base(db, counted)
          .where(where)
          .orderBy(...order)
          .$dynamic(),
      q,
      (upTo) => countOf(db, lawyerRequests, where, upTo, order),
    );
    return { list: rows.map((row) => toItem(caller, lang, row)), total };
  }

  /** The request if the caller may see it; 404 otherwise. */
  function visible(caller: LegalAidCaller, id: number): Promise<BaseRow> {
    return oneVisible(withinVisible(requestPolicy.findVisible(caller), eq(lawyerRequests.id, id)), (where) =>
      base(db).where(where),
    );
  }

  /** A certificate by id, or the one request `replacedBy` replaced. */
  async function certificate(id: number | null, replacedBy?: number) {
    if (id === null && replacedBy === undefined) return null;
    const [c] = await db
      .select({ c: lawyerCertificates, publicId: issuedDocuments.publicId })
      .from(lawyerCertificates)
      .leftJoin(issuedDocuments, eq(issuedDocuments.id, lawyerCertificates.issuedDocumentId))
      .where(
        id !== null ? eq(lawyerCertificates.id, id) : eq(lawyerCertificates.replacedByRequestId, replacedBy!),
      )
      .limit(1);
    if (!c) return null;
    const { number, givenDate, endDate, current } = c.c;
    return { id: c.c.id, number, givenDate, endDate, current, publicId: c.publicId ?? null };
  }

  return {
    own,
    inbox: (caller: LegalAidCaller, lang: Language, q: Query) => inbox(caller, lang, q),
    /** listByPnfl: the inbox's requests of the lawyer with this pinfl (none for an unknown pinfl). */
    ofLawyer: (caller: LegalAidCaller, lang: Language, q: Query & { pnfl: string }) =>
      inbox(
        caller,
        lang,
        q,
        sql`${lawyerRequests.lawyerId} in (select l.id from lawyers l join persons p on p.id = l.person_id where p.pinfl = ${q.pnfl})`,
      ),
    visible,

    async dto(caller: LegalAidCaller, lang: Language, id: number) {
      const row = await visible(caller, id);
      const { r } = row;
      return {
        ...toItem(caller, lang, row),
        reason: r.reason,
        cancelReason: r.cancelReason,
        deliveryAddress: r.deliveryAddress,
        postalIndex: r.postalIndex,
        pageCount: r.pageCount,
        trackingNumber: r.trackingNumber,
        deliveryFailureReason: r.deliveryFailureReason,
        seenAt: iso(r.seenAt),
        decidedAt: iso(r.decidedAt),
        paidAt: iso(r.paidAt),
        newCertificate: await certificate(r.newCertificateId),
        replacedCertificate: r.newCertificateId === null ? null : await certificate(null, r.id),
        history: await historyItems(db, 'lawyer-request', r.id),
      };
    },

    async history(caller: LegalAidCaller, id: number) {
      await visible(caller, id);
      return { list: await historyItems(db, 'lawyer-request', id) };
    },

    /** checkForCertificateRequest: an open certificate replacement of the lawyer with this pinfl. */
    async openCertificateRequest(caller: LegalAidCaller, pinfl: string) {
      const scope = requestScope(caller);
      if (scope === null || (pinfl !== caller.pinfl && reviewedRequests(caller) === null))
        throw new AppError('NOT_FOUND');
      const [row] = await db
        .select({ id: lawyerRequests.id })
        .from(lawyerRequests)
        .innerJoin(lawyers, eq(lawyers.id, lawyerRequests.lawyerId))
        .where(
          and(
            scope,
            sql`${lawyers.personId} = (select id from persons where pinfl = ${pinfl})`,
            eq(lawyerRequests.kind, 'CERTIFICATE_REPLACEMENT'),
            inArray(lawyerRequests.status, [...OPEN_LAWYER_REQUEST_STATUSES]),
          ),
        )
        .limit(1);
      return { open: row !== undefined, requestId: row?.id ?? null };
    },

    /** requestTypeByParentId: the children of a node (the roots without parentId). */
    async typeChildren(lang: Language, parentId: number | undefined) {
      const all = await db.select().from(requestTypes).orderBy(asc(requestTypes.id));
      const parents = new Set(all.map((t) => t.parentId));
      const rows = all.filter((t) => t.parentId === (parentId ?? null));
      return {
        list: rows.map((t) => ({
          id: t.id,
          code: t.code,
          parentId: t.parentId,
          name: nameIn(t, lang),
          hasChildren: parents.has(t.id),
        })),
      };
    },
  };
}
