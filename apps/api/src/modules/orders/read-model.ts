/** Reading orders for the screens: lists with their filters, the whole order, the form values, counts. */
import type {
  CasePersonItem,
  Language,
  OrderDto,
  OrderFormValues,
  OrderListItem,
  OrderListQuery,
} from '@portal/contracts';
import { searchFilter } from '../../db/search';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { listStatement } from '../../db/paging';
import type { orderCasePersons } from '../../db/schema';
import {
  contragents,
  employments,
  lawyers,
  legalAidTypes,
  orderBases,
  orderCounts,
  orders,
  persons,
} from '../../db/schema';
import { namedIn, nameIn } from '../../http/localize';
import { readModel } from '../../kit/read-model';
import { lawyerRefColumns, lawyerRefOf } from '../../people/lawyers';
import { nameColumnsOf } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { documentSignatureOf, historyItems, storedFile } from '../legal-aid';
import { type CreateRight, orderCan } from './policy';
import { orderCheckAndCasePersons } from './document';
import { REQUEST_LOCKED_FIELDS } from './draft-fields';
import { orderSigningContent } from './signing-content';

type OrderRow = typeof orders.$inferSelect;

function protectedPersonName(o: OrderRow): string | null {
  if (o.protectedPersonType === 'LEGAL_ENTITY') return o.contragentName;
  const name = [o.personLastName, o.personFirstName, o.personParentName].filter(Boolean).join(' ');
  return name || null;
}

/** The order-list filters as a condition. */
export function orderFilters(
  q: Partial<OrderListQuery> & { caseNumber?: string; lawyerId?: number; contragentId?: number },
): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.type ? eq(orders.type, q.type) : undefined,
    q.lateSent === undefined ? undefined : eq(orders.lateSent, q.lateSent),
    q.dateFrom ? gte(orders.orderDate, q.dateFrom) : undefined,
    q.dateTo ? lte(orders.orderDate, q.dateTo) : undefined,
    q.caseNumber ? eq(orders.caseNumber, q.caseNumber) : undefined,
    q.lawyerId ? eq(orders.lawyerId, q.lawyerId) : undefined,
    q.contragentId ? eq(orders.contragentId, q.contragentId) : undefined,
    searchFilter(q.search, orders.searchText, orders.personPinfl, orders.contragentInn),
  );
}

/** What an order's item is judged with: the reader, their language and whether they may create orders. */
export interface OrderReadContext {
  caller: LegalAidCaller;
  lang: Language;
  right: CreateRight;
}

/** A query's lawyer and the lawyer's person, joined on `lawyerId` (an order's, a staff row's). */
function withLawyerPerson<Q extends PgSelect>(query: Q, lawyerId: Parameters<typeof eq>[0]) {
  return query
    .innerJoin(lawyers, eq(lawyers.id, lawyerId))
    .innerJoin(persons, eq(persons.id, lawyers.personId));
}

/** The order list, one order's item and the whole order, with the lawyer, structure and reference names. */
export const orderRead = readModel({
  table: orders,
  base: (db: Database) =>
    withLawyerPerson(
      db
        .select({
          o: orders,
          lawyer: lawyerRefColumns,
          lawyerPerson: nameColumnsOf(persons),
          contragent: { id: contragents.id, name: contragents.name },
          legalAid: legalAidTypes,
          base: orderBases,
        })
        .from(orders)
        .$dynamic(),
      orders.lawyerId,
    )
      .leftJoin(contragents, eq(contragents.id, orders.contragentId))
      .leftJoin(legalAidTypes, eq(legalAidTypes.id, orders.legalAidId))
      .leftJoin(orderBases, eq(orderBases.id, orders.orderBaseId)),
  order: [desc(orders.createdAt), desc(orders.id)],
  item: (row, { caller, lang, right }: OrderReadContext): OrderListItem => {
    const o = row.o;
    return {
      id: o.id,
      type: o.type,
      status: o.status,
      isDraft: o.isDraft,
      number: o.number,
      orderDate: o.orderDate,
      lateSent: o.lateSent,
      scope: o.scope,
      contragent: row.contragent ? { id: row.contragent.id, name: row.contragent.name } : null,
      lawyer: lawyerRefOf(row.lawyer, row.lawyerPerson),
      protectedPersonType: o.protectedPersonType,
      protectedPersonName: protectedPersonName(o),
      personPinfl: o.personPinfl,
      contragentInn: o.contragentInn,
      legalAid: row.legalAid ? namedIn(row.legalAid, lang) : null,
      orderBase: row.base
        ? { id: row.base.id, code: row.base.code ?? '', name: nameIn(row.base, lang) }
        : null,
      caseNumber: o.caseNumber,
      groundsDocNumber: o.groundsDocNumber,
      groundsDocDate: o.groundsDocDate,
      investigatorRequestId: o.investigatorRequestId,
      createdAt: o.createdAt.toISOString(),
      can: orderCan(caller, o, right),
    };
  },
  /** The whole order: every field, the scan, the signature, its check id, case persons, history. */
  view: async (db, { o }, item): Promise<OrderDto> => {
    const { checkId, casePersons } = await orderCheckAndCasePersons(db, o);
    return {
      ...item,
      language: o.language,
      personLastName: o.personLastName,
      personFirstName: o.personFirstName,
      personParentName: o.personParentName,
      contragentName: o.contragentName,
      contractDate: o.contractDate,
      approvedDate: o.approvedDate,
      orderRegNumber: o.orderRegNumber,
      file: await storedFile(db, o.fileId),
      signature: await documentSignatureOf(db, o.signatureId),
      issuedAt: o.issuedAt?.toISOString() ?? null,
      cancelReason: o.cancelReason,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      checkId,
      casePersons: casePersons.map(casePersonItemOf),
      history: await historyItems(db, 'order', o.id),
      signingContent: item.can.sign ? orderSigningContent(o) : null,
      lockedFields: lockedFieldsOf(o),
    };
  },
});

/** A person added to an order's case, as the order shows them. */
export function casePersonItemOf(p: typeof orderCasePersons.$inferSelect): CasePersonItem {
  return {
    id: p.id,
    pinfl: p.pinfl,
    lastName: p.lastName,
    firstName: p.firstName,
    parentName: p.parentName,
    procedureRole: p.procedureRole as CasePersonItem['procedureRole'],
    addedAt: p.addedAt.toISOString(),
  };
}

export function lockedFieldsOf(o: OrderRow): string[] {
  return o.investigatorRequestId ? [...REQUEST_LOCKED_FIELDS] : [];
}

/** The editable fields of an order (the form's values). */
export function formValuesOf(o: OrderRow, can: OrderListItem['can']): OrderFormValues {
  return {
    id: o.id,
    status: o.status,
    type: o.type,
    language: o.language,
    protectedPersonType: o.protectedPersonType,
    personPinfl: o.personPinfl,
    personLastName: o.personLastName,
    personFirstName: o.personFirstName,
    personParentName: o.personParentName,
    contragentInn: o.contragentInn,
    contragentName: o.contragentName,
    legalAidId: o.legalAidId,
    orderBaseId: o.orderBaseId,
    contractDate: o.contractDate,
    approvedDate: o.approvedDate,
    groundsDocNumber: o.groundsDocNumber,
    groundsDocDate: o.groundsDocDate,
    caseNumber: o.caseNumber,
    orderRegNumber: o.orderRegNumber,
    investigatorRequestId: o.investigatorRequestId,
    lockedFields: lockedFieldsOf(o),
    can,
  };
}

/** Orders under `where` counted by status, and the late-sent ones. */
export async function countOrders(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({
      total: count(),
      draft: sql<number>`count(*) filter (where ${orders.status} = 'DRAFT')`.mapWith(Number),
      created: sql<number>`count(*) filter (where ${orders.status} = 'CREATED')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${orders.status} = 'CANCELLED')`.mapWith(Number),
      lateSent: sql<number>`count(*) filter (where ${orders.lateSent})`.mapWith(Number),
    })
    .from(orders)
    .where(where);
  return row ?? { total: 0, draft: 0, created: 0, cancelled: 0, lateSent: 0 };
}

/**
 * Per lawyer, the counts of `countOrders` (countEmployee), lawyers in name order: every lawyer with an
 * order under `where` (a condition on `order_counts`, the counts PostgreSQL keeps per structure, region
 * and lawyer), and every current employee of `employees` (0 everywhere before their first order).
 *
 * The counts are summed once (`per_lawyer`: a structure's few rows), and the list's total comes with its
 * rows (a window over the staff); only a page past the end counts the staff again.
 */
export async function countOrdersPerLawyer(
  db: Database,
  where: SQL | undefined,
  employees: SQL | undefined | null,
  page: { page: number; limit: number },
) {
  const sum = (column: AnyPgColumn, name: string) =>
    sql<number>`sum(${column})::int`.mapWith(Number).as(name);
  const perLawyer = db.$with('per_lawyer').as(
    db
      .select({
        lawyerId: orderCounts.lawyerId,
        total: sum(orderCounts.total, 'total'),
        draft: sum(orderCounts.draft, 'draft'),
        created: sum(orderCounts.created, 'created'),
        cancelled: sum(orderCounts.cancelled, 'cancelled'),
        lateSent: sum(orderCounts.lateSent, 'late_sent'),
      })
      .from(orderCounts)
      .where(where)
      .groupBy(orderCounts.lawyerId)
      // a lawyer whose every order of the scope was deleted or moved away keeps a row of zeros
      .having(sql`sum(${orderCounts.total}) > 0`),
  );
  const withOrders = db.select({ lawyerId: perLawyer.lawyerId }).from(perLawyer);
  const staffIds =
    employees === null
      ? withOrders
      : withOrders.union(db.select({ lawyerId: employments.lawyerId }).from(employments).where(employees));
  const staff = staffIds.as('staff');
  const zero = (n: typeof perLawyer.total) => sql<number>`coalesce(${n}, 0)`.mapWith(Number);
  // The staff's ids are read first (`= any(array(…))`), so the planner looks up only their lawyers and
  // persons: it cannot tell how few lawyers a structure's orders name, and joined all the country's.
  const rows = await listStatement(
    db
      .with(perLawyer)
      .select({
        total: zero(perLawyer.total),
        draft: zero(perLawyer.draft),
        created: zero(perLawyer.created),
        cancelled: zero(perLawyer.cancelled),
        lateSent: zero(perLawyer.lateSent),
        lawyer: lawyers,
        person: persons,
        staffCount: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(lawyers)
      .innerJoin(persons, eq(persons.id, lawyers.personId))
      .leftJoin(perLawyer, eq(perLawyer.lawyerId, lawyers.id))
      .where(sql`${lawyers.id} = any(array(${staffIds}))`)
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(lawyers.id))
      .limit(page.limit)
      .offset(page.page * page.limit)
      .$dynamic(),
    page,
  );
  const total =
    rows[0]?.staffCount ??
    (page.page === 0 ? 0 : Number((await db.with(perLawyer).select({ n: count() }).from(staff))[0]?.n ?? 0));
  return {
    total,
    list: rows.map((r) => ({
      lawyer: lawyerRefOf(r.lawyer, r.person),
      total: Number(r.total),
      draft: Number(r.draft),
      created: Number(r.created),
      cancelled: Number(r.cancelled),
      lateSent: Number(r.lateSent),
    })),
  };
}
