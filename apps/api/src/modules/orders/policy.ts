/**
 * Record rules of orders (ARCHITECTURE.md conventions 4 and 5). Who sees an order:
 * - its lawyer and its author (order.view: own orders);
 * - the director of its structure (order.viewStructure: the structure's orders, "contragent orders");
 * - a regional chamber, the orders issued in its region (legalAid.viewRegion: the structure's region, or
 *   the lawyer's for personal orders);
 * - ADMIN and the republic chamber, every order (order.viewAll);
 * - the investigator of the request an order was issued on, once it is no longer a draft.
 * Deleted drafts are seen by nobody. Anyone else gets 404, exactly as for an order that does not exist.
 */
import type { OrderCan } from '@portal/contracts';
import { availableEvents, ORDER_WORKFLOW } from '@portal/domain';
import { and, eq, exists, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contragents,
  employments,
  investigatorRequests,
  lawyers,
  orders,
  userAccounts,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { preparedOnce } from '../../db/prepared';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';
import { withCurrentStructure } from '../../people/lawyers';

type OrderRow = typeof orders.$inferSelect;

const notDeleted = ne(orders.status, 'DELETED');

/**
 * Own orders in disjoint parts, each read from its own index (the list merges them): issued to the caller
 * (as a lawyer), newest first; and written by them for another lawyer (`written_for_other`, kept by
 * PostgreSQL), newest first. The author's own orders, most of what they wrote, are in the first part only.
 */
export function ownOrderParts(caller: LegalAidCaller): SQL[] | null {
  if (!caller.grants.has('order.view')) return null;
  const written = eq(orders.authorPersonId, caller.personId);
  if (!caller.lawyer) return [and(notDeleted, written)!];
  return [
    and(notDeleted, eq(orders.lawyerId, caller.lawyer.id))!,
    and(notDeleted, written, sql`${orders.writtenForOther}`)!,
  ];
}

/** Own orders: issued to the caller (as a lawyer) or written by them. */
export function ownOrders(caller: LegalAidCaller): SQL | null {
  const parts = ownOrderParts(caller);
  return parts && or(...parts)!;
}

/**
 * Where a structure's orders are told apart: the order's structure and region, and which orders count
 * (not the deleted ones). The region is the one the order was issued in: its structure's, or its lawyer's
 * for a personal order; PostgreSQL keeps it on the order (`orders.region_id`, filled and moved by
 * triggers), so the region's orders are one index range, newest first. The same columns of the orders'
 * counts per lawyer (`order_counts`, where deleted orders are not counted) scope countEmployee.
 */
export interface StructureColumns {
  contragentId: AnyPgColumn;
  regionId: AnyPgColumn;
  counted?: SQL;
}

const ORDER_COLUMNS: StructureColumns = {
  contragentId: orders.contragentId,
  regionId: orders.regionId,
  counted: notDeleted,
};

/**
 * The structures' orders the caller oversees (employeeOrder, countEmployee): every order (order.viewAll),
 * the region's (legalAid.viewRegion), the directed structure's (order.viewStructure); as a condition on
 * the orders, or on `on` (their counts). undefined = all orders, null = none.
 */
export function structureOrders(
  caller: LegalAidCaller,
  on: StructureColumns = ORDER_COLUMNS,
): SQL | undefined | null {
  if (caller.grants.has('order.viewAll')) return on.counted;
  const parts: SQL[] = [];
  if (caller.grants.has('legalAid.viewRegion') && caller.regionId !== null)
    parts.push(eq(on.regionId, caller.regionId));
  if (caller.grants.has('order.viewStructure') && caller.directedContragentId !== null)
    parts.push(eq(on.contragentId, caller.directedContragentId));
  if (parts.length === 0) return null;
  return and(on.counted, parts.length === 1 ? parts[0] : or(...parts))!;
}

/**
 * The current employees of the structures the caller oversees (countEmployee lists them even before
 * their first order): of every structure (order.viewAll), of the region's structures
 * (legalAid.viewRegion), of the directed structure (order.viewStructure). A condition on employments;
 * undefined = every structure, null = none.
 */
export function structureEmployees(caller: LegalAidCaller): SQL | undefined | null {
  const current = isNull(employments.endDate);
  if (caller.grants.has('order.viewAll')) return current;
  const parts: SQL[] = [];
  if (caller.grants.has('legalAid.viewRegion') && caller.regionId !== null)
    parts.push(
      inArray(
        employments.contragentId,
        sql`(select ${contragents.id} from ${contragents} where ${contragents.regionId} = ${caller.regionId})`,
      ),
    );
  if (caller.grants.has('order.viewStructure') && caller.directedContragentId !== null)
    parts.push(eq(employments.contragentId, caller.directedContragentId));
  if (parts.length === 0) return null;
  return and(current, parts.length === 1 ? parts[0] : or(...parts))!;
}

/** Every order the caller may open (null: none). */
export function orderScope(caller: LegalAidCaller): SQL | null {
  const parts: SQL[] = [];
  const own = ownOrders(caller);
  if (own) parts.push(own);
  const overseen = structureOrders(caller);
  if (overseen) parts.push(overseen);
  if (caller.grants.has('investigatorRequest.create'))
    parts.push(
      and(
        ne(orders.status, 'DRAFT'),
        notDeleted,
        exists(
          sql`(select 1 from ${investigatorRequests} where ${and(
            eq(investigatorRequests.id, orders.investigatorRequestId),
            eq(investigatorRequests.investigatorPersonId, caller.personId),
          )})`,
        ),
      )!,
    );
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/**
 * What a lawyer lacks to issue orders, each with who can give it: the per-user order permission (the
 * director of their structure or the ADMIN), a structure not restricted from issuing orders (the
 * republic chamber or the ADMIN lifts it), an active license (the ministry of justice).
 */
export const ORDER_ISSUE_GAPS = [
  'NO_ORDER_PERMISSION',
  'STRUCTURE_RESTRICTED',
  'LICENSE_NOT_ACTIVE',
] as const;
export type OrderIssueGap = (typeof ORDER_ISSUE_GAPS)[number];

/** The facts the rule reads about one lawyer. */
export interface OrderIssueFacts {
  orderPermission: boolean;
  structureRestricted: boolean;
  licenseActive: boolean;
}

/**
 * The one rule "may issue an order" (create a draft, sign it, register a paper one; and be drawn for an
 * investigator request, whose acceptance makes an order): what is missing, in this order. Empty: may.
 */
export function orderIssueGaps(facts: OrderIssueFacts): OrderIssueGap[] {
  const gaps: OrderIssueGap[] = [];
  if (!facts.orderPermission) gaps.push('NO_ORDER_PERMISSION');
  if (facts.structureRestricted) gaps.push('STRUCTURE_RESTRICTED');
  if (!facts.licenseActive) gaps.push('LICENSE_NOT_ACTIVE');
  return gaps;
}

/** The message of each gap: what is missing and who can fix it. */
export const ORDER_ISSUE_GAP_MESSAGES: Record<OrderIssueGap, string> = {
  NO_ORDER_PERMISSION: 'errors:business.orderPermissionMissing',
  STRUCTURE_RESTRICTED: 'errors:business.orderStructureRestricted',
  LICENSE_NOT_ACTIVE: 'errors:business.orderLicenseNotActive',
};

/** The statement of `orderIssueFactsOf`, prepared once (the checks before a change and the draw run it). */
const issueFacts = preparedOnce('order_issue_facts', (db: Executor, name: string) =>
  withCurrentStructure(
    db
      .select({
        lawyerId: lawyers.id,
        personId: lawyers.personId,
        status: lawyers.status,
        orderPermission: userAccounts.orderPermission,
        contragentId: contragents.id,
        contragentName: contragents.name,
        restricted: contragents.orderRestricted,
      })
      .from(lawyers)
      .leftJoin(userAccounts, eq(userAccounts.personId, lawyers.personId))
      .$dynamic(),
  )
    .where(sql`${lawyers.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

/**
 * The stored facts of lawyers, by lawyer id: the order permission of their user account (held by default:
 * a lawyer without an account yet holds it), their current structure and its restriction, their license status. A caller's own check
 * replaces `orderPermission` with the one of their session.
 */
export async function orderIssueFactsOf(
  db: Executor,
  lawyerIds: readonly number[],
): Promise<
  Map<number, OrderIssueFacts & { personId: number; contragent: { id: number; name: string } | null }>
> {
  if (lawyerIds.length === 0) return new Map();
  const rows = await issueFacts(db).execute({ ids: lawyerIds });
  return new Map(
    rows.map((r) => [
      r.lawyerId,
      {
        personId: r.personId,
        orderPermission: r.orderPermission ?? true,
        structureRestricted: r.restricted ?? false,
        licenseActive: r.status === 'ACTIVE',
        contragent: r.contragentId === null ? null : { id: r.contragentId, name: r.contragentName ?? '' },
      },
    ]),
  );
}

/** What the caller may create now: the per-user permission and no restriction of their structure. */
export interface CreateRight {
  canCreate: boolean;
}

/** What the caller may do with an order now. */
export function orderCan(caller: LegalAidCaller, row: OrderRow, right: CreateRight): OrderCan {
  const events = availableEvents(ORDER_WORKFLOW, row.status, caller.role);
  const author = row.authorPersonId === caller.personId;
  const writes = caller.grants.has('order.create');
  const director = row.contragentId !== null && row.contragentId === caller.directedContragentId;
  return {
    update: writes && author && row.status === 'DRAFT',
    delete: writes && author && events.includes('DELETE'),
    sign: writes && author && right.canCreate && row.type === 'ELECTRONIC' && events.includes('SIGN'),
    registerPaper:
      writes && author && right.canCreate && row.type === 'PAPER' && events.includes('REGISTER_PAPER'),
    cancel: caller.grants.has('order.view') && (author || director) && events.includes('CANCEL'),
    addCasePerson: writes && author && (row.status === 'DRAFT' || row.status === 'CREATED'),
    downloadPdf: true,
    downloadFile: row.type === 'PAPER' ? row.fileId !== null : true,
    askExpertise:
      caller.grants.has('expertise.request') &&
      caller.lawyer !== null &&
      row.lawyerId === caller.lawyer.id &&
      row.status === 'CREATED',
  };
}

/**
 * The one gate of orders (apps/api/src/http/policy.ts, the shape every module's policy follows): what the
 * caller sees (`orderScope`) and may do with one order (`orderCan`, given their create right).
 */
export const orderPolicy = definePolicy({ findVisible: orderScope, can: orderCan });

/** The person taking a step on an order in a use case (sign.ts, cancel.ts…). */
interface OrderStepActor {
  personId: number;
}

/**
 * The services' gate on an order row locked in their transaction: `author` (edit, sign, register, add a
 * person: the author's own steps) and `cancel` (the author or the director of the order's structure,
 * `context.directorPersonId`). Anyone else, and a deleted draft, get 404 like an order that does not exist.
 */
export const orderStepPolicy = definePolicy({
  findVisible: (actor: OrderStepActor) => and(notDeleted, eq(orders.authorPersonId, actor.personId)),
  can: (actor: OrderStepActor, row: OrderRow, context: { directorPersonId: number | null } | void) => {
    const author = row.status !== 'DELETED' && row.authorPersonId === actor.personId;
    const director = row.status !== 'DELETED' && !!context && context.directorPersonId === actor.personId;
    return { author, cancel: author || director };
  },
  refuse: () => new AppError('NOT_FOUND'),
});
