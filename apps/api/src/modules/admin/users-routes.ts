import * as c from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userAccounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { fullNameOf } from '../../people/person-row';
import type { AuthContext } from '../auth/sessions';
import { revokeAllSessions } from '../auth/sessions';
import { writeQueryLog } from '../query-log/write';
import { historyOf, recordAdminAction } from './admin-actions';
import { userCan } from './users-policy';
import { activeSessionCount, directedName, findUser, listUsers } from './users-repository';

const TAG = ['administration'];
const REGIONAL_ROLES = new Set(['REGION_CHAMBER', 'INVESTIGATOR']);

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function listItem(auth: AuthContext, row: UserRow) {
  const { account, person } = row;
  return {
    id: account.id,
    personId: person.id,
    pinfl: person.pinfl,
    fullName: fullNameOf(person),
    role: row.role,
    assignedRole: account.assignedRole,
    regionId: account.regionId,
    blocked: account.blocked,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    can: userCan(auth, account),
  };
}

async function details(db: Database, auth: AuthContext, id: number) {
  const row = await findUser(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [sessions, directs, history] = await Promise.all([
    activeSessionCount(db, id),
    directedName(db, row.person.id),
    historyOf(db, 'USER_ACCOUNT', id),
  ]);
  return {
    ...listItem(auth, row),
    email: row.person.email,
    phone: row.person.phone,
    birthDate: row.person.birthDate,
    blockedReason: row.account.blockedReason,
    orderPermission: row.account.orderPermission,
    createdAt: row.account.createdAt.toISOString(),
    activeSessions: sessions,
    isLawyer: row.role === 'LAWYER' || row.role === 'DIRECTOR',
    directs,
    history,
  };
}

/** A record the caller may not act on answers as the policy says: their own account is refused. */
async function target(
  db: Database,
  auth: AuthContext,
  id: number,
  action: 'changeRole' | 'block' | 'unblock',
) {
  const row = await findUser(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (!userCan(auth, row.account)[action]) {
    if (row.account.id === auth.userAccountId)
      throw new AppError('BUSINESS_RULE', { messageKey: 'errors:identity.ownAccount' });
    throw new AppError('TRANSITION_NOT_ALLOWED');
  }
  return row;
}

/** ADMIN's user screens: search, view, change role, block, unblock (issue item 6). */
export const adminUserRoutes: RoutesPlugin = async (app, { db }) => {
  const manage = { permission: 'user.manage' as const };

  app.get(
    '/admin/users',
    {
      config: manage,
      schema: { tags: TAG, querystring: c.userListQuery, response: { 200: c.userListResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { rows, total } = await listUsers(db, request.query);
      return { total, list: rows.map((r) => listItem(auth, r)) };
    },
  );

  app.get(
    '/admin/users/:id',
    {
      config: manage,
      schema: { tags: TAG, params: c.userIdParams, response: { 200: c.userDetailsResponse } },
    },
    async (request) => {
      const answer = await details(db, requireAuth(request), request.params.id);
      // An administrator opening someone's account reads that person's data: on record (issue item 7).
      await writeQueryLog(db, request, {
        action: 'PERSON_READ',
        channel: 'USER_ADMINISTRATION',
        outcome: 'OK',
        subjectPinfl: answer.pinfl,
        details: { userAccountId: answer.id },
      });
      return answer;
    },
  );

  app.post(
    '/admin/users/:id/role',
    {
      config: manage,
      schema: {
        tags: TAG,
        params: c.userIdParams,
        body: c.changeRoleBody,
        response: { 200: c.userDetailsResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await target(db, auth, request.params.id, 'changeRole');
      const { role } = request.body;
      const regionId = role && REGIONAL_ROLES.has(role) ? (request.body.regionId ?? null) : null;
      if (role && REGIONAL_ROLES.has(role) && !regionId)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:identity.regionRequired',
          field: 'regionId',
        });
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await tx
          .update(userAccounts)
          .set({ assignedRole: role, regionId })
          .where(eq(userAccounts.id, row.account.id));
        // The role is fixed for a session's life: the user signs in again to get the new one.
        await revokeAllSessions(t, row.account.id);
        await recordAdminAction(t, {
          actorPersonId: auth.personId,
          action: 'ROLE_CHANGED',
          targetType: 'USER_ACCOUNT',
          targetId: row.account.id,
          details: { from: row.role, assigned: role, regionId },
        });
      });
      return details(db, auth, row.account.id);
    },
  );

  app.post(
    '/admin/users/:id/block',
    {
      config: manage,
      schema: {
        tags: TAG,
        params: c.userIdParams,
        body: c.blockBody,
        response: { 200: c.userDetailsResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await target(db, auth, request.params.id, 'block');
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await tx
          .update(userAccounts)
          .set({ blocked: true, blockedReason: request.body.reason })
          .where(eq(userAccounts.id, row.account.id));
        await revokeAllSessions(t, row.account.id);
        await recordAdminAction(t, {
          actorPersonId: auth.personId,
          action: 'BLOCKED',
          targetType: 'USER_ACCOUNT',
          targetId: row.account.id,
          details: { reason: request.body.reason },
        });
      });
      return details(db, auth, row.account.id);
    },
  );

  app.post(
    '/admin/users/:id/unblock',
    {
      config: manage,
      schema: { tags: TAG, params: c.userIdParams, response: { 200: c.userDetailsResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await target(db, auth, request.params.id, 'unblock');
      await db.transaction(async (tx) => {
        await tx
          .update(userAccounts)
          .set({ blocked: false, blockedReason: null })
          .where(eq(userAccounts.id, row.account.id));
        await recordAdminAction(tx as unknown as Database, {
          actorPersonId: auth.personId,
          action: 'UNBLOCKED',
          targetType: 'USER_ACCOUNT',
          targetId: row.account.id,
        });
      });
      return details(db, auth, row.account.id);
    },
  );
};
