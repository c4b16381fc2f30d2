/**
 * What each order read call answers, in the caller's scope (policy.ts) and language: the lists, the order
 * and its form values, the create check, the caller's cases, what a checklist is filled from, the files.
 * Routes call these and nothing else; the SQL lives here and in read-model.ts.
 */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  checklists,
  employments,
  files,
  investigatorRequests,
  lawyerLicenses,
  lawyers,
  legalAidTypes,
  licenseTypes,
  orderCounts,
  orders,
  persons,
  workLanguages,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { namedIn, nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { acceptedByLawyer, requestRead } from '../investigator-requests';
import type { LegalAidCaller } from '../legal-aid';
import {
  orderIssueGaps,
  orderPolicy,
  ownOrderParts,
  ownOrders,
  structureEmployees,
  structureOrders,
} from './policy';
import {
  countOrders,
  countOrdersPerLawyer,
  formValuesOf,
  orderFilters,
  type OrderReadContext,
  orderRead,
} from './read-model';

export type OrderRow = typeof orders.$inferSelect;
type ListQuery = Parameters<typeof orderFilters>[0] & { page: number; limit: number };

const NO_COUNTS = { total: 0, draft: 0, created: 0, cancelled: 0, lateSent: 0 };

/**
 * The caller's standing under orders' one rule (policy `orderIssueGaps`), from their facts (legal-aid
 * caller) with their session's permission.
 */
export function createCheck(caller: LegalAidCaller): c.OrderCreateCheckResponse {
  const lawyer = caller.lawyer;
  const structureRestricted = lawyer?.structure?.orderRestricted ?? false;
  const licenseActive = lawyer?.licenseActive ?? false;
  const gaps = lawyer
    ? orderIssueGaps({ orderPermission: caller.orderPermission, structureRestricted, licenseActive })
    : [];
  return {
    isLawyer: lawyer !== null,
    permission: caller.orderPermission,
    structureRestricted,
    licenseActive,
    canCreate: lawyer !== null && gaps.length === 0 && caller.grants.has('order.create'),
    contragent: lawyer?.structure ? { id: lawyer.structure.id, name: lawyer.structure.name } : null,
  };
}

/** The order read calls of one database. */
export function orderViews(db: Database, clock: Clock) {
  /** What an order item is judged with: the caller, their language and whether they may create orders. */
  const contextOf = (caller: LegalAidCaller, lang: Language): OrderReadContext => ({
    caller,
    lang,
    right: { canCreate: createCheck(caller).canCreate },
  });

  /**
   * A page of the orders in `scope` (none when null), narrowed by the query's filters; a scope in disjoint
   * parts (own orders) is read part by part (kit/read-model.ts `Parts`).
   */
  async function listIn(
    caller: LegalAidCaller,
    lang: Language,
    scope: SQL | undefined | null | readonly SQL[],
    query: ListQuery,
  ) {
    const filters = orderFilters(query);
    const where = Array.isArray(scope)
      ? { parts: scope.map((part) => and(part, filters)!) }
      : withinVisible(scope as SQL | undefined | null, filters);
    return orderRead.list(db, contextOf(caller, lang), where, query);
  }

  /** The order row the caller may open (404 when not theirs to see, exactly as a missing one). */
  async function visibleRow(caller: LegalAidCaller, id: number): Promise<OrderRow> {
    const scope = orderPolicy.findVisible(caller);
    const [row] = scope
      ? await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), scope))
      : [];
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    createCheck: (caller: LegalAidCaller) => createCheck(caller),

    own: (caller: LegalAidCaller, lang: Language, query: ListQuery) =>
      listIn(caller, lang, ownOrderParts(caller), query),

    ofStructures: (caller: LegalAidCaller, lang: Language, query: ListQuery) =>
      listIn(caller, lang, structureOrders(caller), query),

    async ownCounts(caller: LegalAidCaller) {
      const own = ownOrders(caller);
      return own ? countOrders(db, own) : NO_COUNTS;
    },

    /** Per lawyer of the structures the caller oversees, their order counts (employees with none too). */
    async perLawyer(caller: LegalAidCaller, query: { contragentId?: number; page: number; limit: number }) {
      const scope = structureOrders(caller, orderCounts);
      if (scope === null) return { list: [], total: 0 };
      const { contragentId } = query;
      const where = and(scope, contragentId ? eq(orderCounts.contragentId, contragentId) : undefined);
      const staff = structureEmployees(caller);
      const employees =
        staff === null
          ? null
          : and(staff, contragentId ? eq(employments.contragentId, contragentId) : undefined);
      return countOrdersPerLawyer(db, where, employees, query);
    },

    async legalAidTypes(lang: Language) {
      const rows = await db.select().from(legalAidTypes).orderBy(asc(legalAidTypes.id));
      return {
        total: rows.length,
        list: rows.map((r) => ({ id: r.id, code: r.code, name: nameIn(r, lang) })),
      };
    },

    /** The whole order as the caller sees it (404 when not theirs to see). */
    async dto(caller: LegalAidCaller, lang: Language, id: number): Promise<c.OrderDto> {
      return orderRead.view(db, contextOf(caller, lang), id, orderPolicy.findVisible(caller));
    },

    async formValues(caller: LegalAidCaller, lang: Language, id: number): Promise<c.OrderFormValues> {
      const item = await orderRead.item(db, contextOf(caller, lang), id, orderPolicy.findVisible(caller));
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return formValuesOf(row!, item.can);
    },

    /** The order, when it is issued to the lawyer with `pnfl` and the caller may see it. */
    async ofLawyer(caller: LegalAidCaller, lang: Language, orderId: number, pnfl: string) {
      const scope = orderPolicy.findVisible(caller);
      const [owner] = await db
        .select({ pinfl: persons.pinfl })
        .from(orders)
        .innerJoin(lawyers, eq(lawyers.id, orders.lawyerId))
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .where(eq(orders.id, orderId));
      // another lawyer's order answers 404, like one the caller does not see
      return orderRead.item(db, contextOf(caller, lang), orderId, owner?.pinfl === pnfl ? scope : null);
    },

    visibleRow,

    /** A paper order's scan row (undefined when it has none). */
    async scanOf(row: OrderRow) {
      const [file] = row.fileId ? await db.select().from(files).where(eq(files.id, row.fileId)) : [];
      return file;
    },

    /** The cases the caller is a lawyer on: their accepted requests' and their own orders' cases. */
    async ownCases(caller: LegalAidCaller) {
      const own = ownOrders(caller);
      const acceptedScope = acceptedByLawyer(caller);
      const accepted = acceptedScope
        ? await db
            .select({ caseNumber: investigatorRequests.caseNumber, requestId: investigatorRequests.id })
            .from(investigatorRequests)
            .where(acceptedScope)
            .orderBy(asc(investigatorRequests.id))
        : [];
      const counted = own
        ? await db
            .select({ caseNumber: orders.caseNumber, n: count() })
            .from(orders)
            .where(and(own, isNotNull(orders.caseNumber)))
            .groupBy(orders.caseNumber)
        : [];
      const byCase = new Map<string, { caseNumber: string; requestId: number | null; orderCount: number }>();
      for (const a of accepted)
        if (!byCase.has(a.caseNumber))
          byCase.set(a.caseNumber, { caseNumber: a.caseNumber, requestId: a.requestId, orderCount: 0 });
      for (const o of counted) {
        const entry = byCase.get(o.caseNumber!) ?? {
          caseNumber: o.caseNumber!,
          requestId: null,
          orderCount: 0,
        };
        entry.orderCount = o.n;
        byCase.set(o.caseNumber!, entry);
      }
      const list = [...byCase.values()].sort((a, b) => a.caseNumber.localeCompare(b.caseNumber));
      return { list, total: list.length };
    },

    /** The caller's accepted investigator requests, with the order each made. */
    async acceptedRequests(caller: LegalAidCaller, lang: Language, page: { page: number; limit: number }) {
      return requestRead.list(db, { caller, lang, now: clock.now() }, acceptedByLawyer(caller), page);
    },

    /** What the checklist of the order's request is filled from. */
    async forChecklist(caller: LegalAidCaller, lang: Language, id: number): Promise<c.OrderForChecklist> {
      const row = await visibleRow(caller, id);
      const [req] = row.investigatorRequestId
        ? await db
            .select({ r: investigatorRequests, language: workLanguages })
            .from(investigatorRequests)
            .innerJoin(workLanguages, eq(workLanguages.id, investigatorRequests.languageId))
            .where(eq(investigatorRequests.id, row.investigatorRequestId))
        : [];
      const [legalAid] = row.legalAidId
        ? await db.select().from(legalAidTypes).where(eq(legalAidTypes.id, row.legalAidId))
        : [];
      const [license] = await db
        .select({ type: licenseTypes })
        .from(lawyerLicenses)
        .innerJoin(licenseTypes, eq(licenseTypes.id, lawyerLicenses.licenseTypeId))
        .where(and(eq(lawyerLicenses.lawyerId, row.lawyerId), eq(lawyerLicenses.current, true)))
        .limit(1);
      const [checklist] = row.investigatorRequestId
        ? await db
            .select({ id: checklists.id })
            .from(checklists)
            .where(eq(checklists.requestId, row.investigatorRequestId))
        : [];
      return {
        orderId: row.id,
        number: row.number,
        status: row.status,
        requestId: row.investigatorRequestId,
        caseNumber: row.caseNumber,
        protectedPersonName:
          [row.personLastName, row.personFirstName, row.personParentName].filter(Boolean).join(' ') ||
          row.contragentName,
        legalAid: legalAid ? namedIn(legalAid, lang) : null,
        language: req ? namedIn(req.language, lang) : null,
        attendanceDate: req ? tashkentToday(req.r.attendanceAt) : null,
        licenseType: license ? namedIn(license.type, lang) : null,
        checklistId: checklist?.id ?? null,
      };
    },
  };
}

export type OrderViews = ReturnType<typeof orderViews>;

/** The file name an order's PDF is saved under. */
export function pdfName(row: OrderRow): string {
  return `order-${(row.number ?? `draft-${row.id}`).replace('/', '-')}.pdf`;
}
