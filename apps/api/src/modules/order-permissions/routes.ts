import * as c from '@portal/contracts';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminActions,
  contragents,
  employments,
  lawyers,
  persons,
  regions,
  userAccounts,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { fullNameOf } from '../../people/person-row';
import { recordAdminAction } from '../admin/admin-actions';
import { containsPattern, personSearch } from '../admin/users-repository';
import type { AuthContext } from '../auth/sessions';
import { orderAccessCan, orderAccessScope, restrictionCan } from './policy';

const TAG = ['orders'];

/** The lawyers the caller may manage, as a condition (null: none). */
function scopeCondition(auth: AuthContext): SQL | undefined | null {
  const scope = orderAccessScope(auth);
  if (scope === 'none') return null;
  return scope === 'all' ? undefined : eq(employments.contragentId, scope.contragentId);
}

function lawyerQuery(db: Database) {
  return db
    .select({
      personId: persons.id,
      person: persons,
      certificateNumber: lawyers.certificateNumber,
      contragentId: contragents.id,
      contragentName: contragents.name,
      orderPermission: sql<boolean>`coalesce(${userAccounts.orderPermission}, false)`,
    })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .leftJoin(employments, and(eq(employments.lawyerId, lawyers.id), isNull(employments.endDate)))
    .leftJoin(contragents, eq(contragents.id, employments.contragentId))
    .leftJoin(userAccounts, eq(userAccounts.personId, persons.id));
}

type LawyerRow = Awaited<ReturnType<ReturnType<typeof lawyerQuery>['execute']>>[number];

function accessItem(row: LawyerRow) {
  return {
    personId: row.personId,
    fullName: fullNameOf(row.person),
    certificateNumber: row.certificateNumber,
    contragent: row.contragentId !== null ? { id: row.contragentId, name: row.contragentName ?? '' } : null,
    orderPermission: row.orderPermission,
    can: orderAccessCan(row.orderPermission),
  };
}

/**
 * The per-user order permission (`getInfo/orderAccess`: allow or cancel, by the director for the
 * structure's lawyers or by ADMIN) and the structure-level order restriction (set or lifted by
 * REPUBLIC_CHAMBER or ADMIN). The orders module reads both in orderCreateCheck.
 */
export const orderPermissionRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/getInfo/orderAccess',
    {
      config: { permission: 'orderPermission.manage' },
      schema: {
        tags: TAG,
        querystring: c.orderAccessListQuery,
        response: { 200: c.orderAccessListResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = scopeCondition(auth);
      if (scope === null) return { list: [], total: 0 };
      const q = request.query;
      const where = and(
        scope,
        personSearch(q.search) ?? undefined,
        q.contragentId ? eq(employments.contragentId, q.contragentId) : undefined,
        q.allowed === undefined
          ? undefined
          : sql`coalesce(${userAccounts.orderPermission}, false) = ${q.allowed}`,
      );
      const [rows, [total]] = await Promise.all([
        lawyerQuery(db)
          .where(where)
          .orderBy(persons.lastName, persons.firstName, persons.id)
          .limit(q.limit)
          .offset(q.page * q.limit),
        db
          .select({ n: count() })
          .from(lawyers)
          .innerJoin(persons, eq(persons.id, lawyers.personId))
          .leftJoin(employments, and(eq(employments.lawyerId, lawyers.id), isNull(employments.endDate)))
          .leftJoin(userAccounts, eq(userAccounts.personId, persons.id))
          .where(where),
      ]);
      return { total: total!.n, list: rows.map(accessItem) };
    },
  );

  app.post(
    '/getInfo/orderAccess',
    {
      config: { permission: 'orderPermission.manage' },
      schema: { tags: TAG, body: c.orderAccessBody, response: { 200: c.orderAccessItem } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = scopeCondition(auth);
      const { personId, allowed } = request.body;
      const [row] = scope === null ? [] : await lawyerQuery(db).where(and(scope, eq(persons.id, personId)));
      if (!row) throw new AppError('NOT_FOUND');
      // The screen offers only what `can` says; a stale page asking again gets 409 and changes nothing.
      if (row.orderPermission === allowed) throw new AppError('TRANSITION_NOT_ALLOWED');
      {
        await db.transaction(async (tx) => {
          const [account] = await tx
            .insert(userAccounts)
            .values({ personId, orderPermission: allowed })
            .onConflictDoUpdate({ target: userAccounts.personId, set: { orderPermission: allowed } })
            .returning({ id: userAccounts.id });
          await recordAdminAction(tx as unknown as Database, {
            actorPersonId: auth.personId,
            action: allowed ? 'ORDER_PERMISSION_ALLOWED' : 'ORDER_PERMISSION_CANCELLED',
            targetType: 'USER_ACCOUNT',
            targetId: account!.id,
            details: { personId, contragentId: row.contragentId },
          });
        });
      }
      return accessItem({ ...row, orderPermission: allowed });
    },
  );

  const latestReason = sql<string | null>`(
    SELECT ${adminActions.details} ->> 'reason' FROM ${adminActions}
    WHERE ${adminActions.targetType} = 'CONTRAGENT' AND ${adminActions.targetId} = ${contragents.id}::text
      AND ${adminActions.action} = 'ORDER_RESTRICTED'
    ORDER BY ${adminActions.id} DESC LIMIT 1)`;

  app.get(
    '/contragent/orderRestrictionList',
    {
      config: { permission: 'orderRestriction.manage' },
      schema: {
        tags: TAG,
        querystring: c.orderRestrictionListQuery,
        response: { 200: c.orderRestrictionListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const search = q.search
        ? /^\d{9}$/.test(q.search)
          ? eq(contragents.stir, q.search)
          : sql`${contragents.name} ILIKE ${containsPattern(q.search)}`
        : undefined;
      const where = and(
        eq(contragents.archived, false),
        search,
        q.regionId ? eq(contragents.regionId, q.regionId) : undefined,
        q.restricted === undefined ? undefined : eq(contragents.orderRestricted, q.restricted),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ c: contragents, region: regions, reason: latestReason })
          .from(contragents)
          .innerJoin(regions, eq(regions.id, contragents.regionId))
          .where(where)
          .orderBy(desc(contragents.orderRestricted), contragents.name, contragents.id)
          .limit(q.limit)
          .offset(q.page * q.limit),
        db.select({ n: count() }).from(contragents).where(where),
      ]);
      return {
        total: total!.n,
        list: rows.map((r) => ({
          id: r.c.id,
          name: r.c.name,
          stir: r.c.stir,
          regionId: r.c.regionId,
          regionName: nameIn(r.region, request.lang),
          orderRestricted: r.c.orderRestricted,
          restrictedReason: r.c.orderRestricted ? r.reason : null,
          can: restrictionCan(r.c.orderRestricted),
        })),
      };
    },
  );

  app.post(
    '/contragent/orderRestriction',
    {
      config: { permission: 'orderRestriction.manage' },
      schema: { tags: TAG, body: c.orderRestrictionBody, response: { 200: c.orderRestrictionItem } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { contragentId, restricted, reason } = request.body;
      if (restricted && (!reason || reason.length < 3))
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:identity.reasonRequired',
          field: 'reason',
        });
      const [row] = await db
        .select({ c: contragents, region: regions })
        .from(contragents)
        .innerJoin(regions, eq(regions.id, contragents.regionId))
        .where(and(eq(contragents.id, contragentId), eq(contragents.archived, false)));
      if (!row) throw new AppError('NOT_FOUND');
      if (row.c.orderRestricted === restricted) throw new AppError('TRANSITION_NOT_ALLOWED');
      {
        await db.transaction(async (tx) => {
          await tx
            .update(contragents)
            .set({ orderRestricted: restricted, updatedAt: new Date() })
            .where(eq(contragents.id, contragentId));
          await recordAdminAction(tx as unknown as Database, {
            actorPersonId: auth.personId,
            action: restricted ? 'ORDER_RESTRICTED' : 'ORDER_RESTRICTION_LIFTED',
            targetType: 'CONTRAGENT',
            targetId: contragentId,
            details: reason ? { reason } : {},
          });
        });
      }
      return {
        id: row.c.id,
        name: row.c.name,
        stir: row.c.stir,
        regionId: row.c.regionId,
        regionName: nameIn(row.region, request.lang),
        orderRestricted: restricted,
        restrictedReason: restricted ? (reason ?? null) : null,
        can: restrictionCan(restricted),
      };
    },
  );
};
