/**
 * The queries of the order permission and restriction screens: lawyers with their permission and
 * structure, structures with their restriction and its latest reason, always inside what the policy lets
 * the actor see.
 */
import type {
  Language,
  OrderAccessItem,
  OrderRestrictionItem,
  orderAccessListQuery,
  orderRestrictionListQuery,
} from '@portal/contracts';
import { contragentSearchText, contragentSortText } from '../../db/schema/search-text';
import { containsSearch } from '../../db/search';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/transaction';
import {
  adminActions,
  contragents,
  employments,
  lawyers,
  persons,
  regions,
  userAccounts,
} from '../../db/schema';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import { fullNameOf } from '../../people/person-row';
import { personSearch } from '../admin';
import type { AuthContext } from '../auth';
import { orderAccessPolicy, orderRestrictionPolicy } from './policy';
import { countOf, pageWithTotal } from '../../db/paging';
import { currentEmploymentOf, withCurrentStructure } from '../../people/lawyers';

type AccessQuery = z.output<typeof orderAccessListQuery>;
type RestrictionQuery = z.output<typeof orderRestrictionListQuery>;

/** A lawyer without a user account yet holds the permission, as every account does until it is cancelled. */
const permissionOf = sql<boolean>`coalesce(${userAccounts.orderPermission}, true)`;

function lawyerQuery(db: Executor) {
  return withCurrentStructure(
    db
      .select({
        personId: persons.id,
        person: persons,
        certificateNumber: lawyers.certificateNumber,
        contragentId: contragents.id,
        contragentName: contragents.name,
        orderPermission: permissionOf,
      })
      .from(lawyers)
      .innerJoin(persons, eq(persons.id, lawyers.personId))
      .$dynamic(),
  ).leftJoin(userAccounts, eq(userAccounts.personId, persons.id));
}

export type LawyerRow = Awaited<ReturnType<ReturnType<typeof lawyerQuery>['execute']>>[number];

export function accessItem(actor: AuthContext, row: LawyerRow): OrderAccessItem {
  return {
    personId: row.personId,
    fullName: fullNameOf(row.person),
    certificateNumber: row.certificateNumber,
    contragent: row.contragentId !== null ? { id: row.contragentId, name: row.contragentName ?? '' } : null,
    orderPermission: row.orderPermission,
    can: orderAccessPolicy.can(actor, row),
  };
}

/** One page of the lawyers the actor manages, by name. */
export async function orderAccessList(db: Executor, actor: AuthContext, q: AccessQuery) {
  const where = withinVisible(
    orderAccessPolicy.findVisible(actor),
    personSearch(q.search),
    q.contragentId ? eq(employments.contragentId, q.contragentId) : undefined,
    q.allowed === undefined ? undefined : sql`${permissionOf} = ${q.allowed}`,
  );
  if (where === null) return { list: [], total: 0 };
  const { rows, total } = await pageWithTotal(
    lawyerQuery(db).where(where).orderBy(persons.lastName, persons.firstName, persons.id).$dynamic(),
    q,
    () =>
      db
        .select({ n: count() })
        .from(lawyers)
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .leftJoin(employments, currentEmploymentOf(lawyers.id))
        .leftJoin(userAccounts, eq(userAccounts.personId, persons.id))
        .where(where),
  );
  return { total, list: rows.map((row) => accessItem(actor, row)) };
}

/** The lawyer (by person id) the actor manages; 404 for anyone else, exactly like nobody. */
export async function visibleLawyer(db: Executor, actor: AuthContext, personId: number) {
  const row = await oneVisible(
    withinVisible(orderAccessPolicy.findVisible(actor), eq(persons.id, personId)),
    (where) => lawyerQuery(db).where(where),
  );
  return row;
}

/** The reason of a structure's latest restriction (from its history). */
const latestReason = sql<string | null>`(
  SELECT ${adminActions.details} ->> 'reason' FROM ${adminActions}
  WHERE ${adminActions.targetType} = 'CONTRAGENT' AND ${adminActions.targetId} = ${contragents.id}::text
    AND ${adminActions.action} = 'ORDER_RESTRICTED'
  ORDER BY ${adminActions.id} DESC LIMIT 1)`;

function structureQuery(db: Executor) {
  return db
    .select({ c: contragents, region: regions, reason: latestReason })
    .from(contragents)
    .innerJoin(regions, eq(regions.id, contragents.regionId));
}

type StructureRow = Awaited<ReturnType<ReturnType<typeof structureQuery>['execute']>>[number];

export function restrictionItem(actor: AuthContext, row: StructureRow, lang: Language): OrderRestrictionItem {
  return {
    id: row.c.id,
    name: row.c.name,
    stir: row.c.stir,
    regionId: row.c.regionId,
    regionName: nameIn(row.region, lang),
    orderRestricted: row.c.orderRestricted,
    restrictedReason: row.c.orderRestricted ? row.reason : null,
    can: orderRestrictionPolicy.can(actor, row.c),
  };
}

/** A name search, or the STIR when nine digits are given. */
function structureSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return /^\d{9}$/.test(search)
    ? eq(contragents.stir, search)
    : containsSearch(contragentSearchText(contragents), search);
}

/** One page of structures, the restricted first. */
export async function orderRestrictionList(
  db: Executor,
  actor: AuthContext,
  lang: Language,
  q: RestrictionQuery,
) {
  const where = withinVisible(
    orderRestrictionPolicy.findVisible(actor),
    structureSearch(q.search),
    q.regionId ? eq(contragents.regionId, q.regionId) : undefined,
    q.restricted === undefined ? undefined : eq(contragents.orderRestricted, q.restricted),
  );
  if (where === null) return { list: [], total: 0 };
  const { rows, total } = await pageWithTotal(
    structureQuery(db)
      .where(where)
      .orderBy(desc(contragents.orderRestricted), asc(contragentSortText(contragents)), contragents.id)
      .$dynamic(),
    q,
    (upTo) => countOf(db, contragents, where, upTo),
  );
  return { total, list: rows.map((row) => restrictionItem(actor, row, lang)) };
}

/** The structure the actor may restrict; 404 for an archived or unknown one. */
export async function visibleStructure(db: Executor, actor: AuthContext, id: number, lang: Language) {
  const row = await oneVisible(
    withinVisible(orderRestrictionPolicy.findVisible(actor), eq(contragents.id, id)),
    (where) => structureQuery(db).where(where),
  );
  return restrictionItem(actor, row, lang);
}
