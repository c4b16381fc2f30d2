import * as c from '@portal/contracts';
import { and, count, desc, eq, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { persons, queryLog } from '../../db/schema';
import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { fullNameOf } from '../../people/person-row';
import { roleGrants } from '../permissions/role-grants';

/** Start of a calendar day in Tashkent (UTC+5, no daylight saving), as an instant. */
function tashkentDayStart(isoDate: string, plusDays = 0): Date {
  const d = new Date(`${isoDate}T00:00:00+05:00`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

/**
 * GET queryLog/list (issue item 7): the append-only query log, newest first. A holder of
 * `queryLog.viewAll` (ADMIN) searches everything; anyone else with `queryLog.viewOwn` sees their own
 * entries: what they did, every attempt to sign in as them, and every read of their appeals by others.
 */
export const queryLogRoutes: RoutesPlugin = async (app, { db }) => {
  const actor = alias(persons, 'actor');

  app.get(
    '/queryLog/list',
    {
      config: { permission: 'queryLog.viewOwn' },
      schema: {
        tags: ['query log'],
        querystring: c.queryLogListQuery,
        response: { 200: c.queryLogListResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const all = await roleGrants(db, auth.role, 'queryLog.viewAll');
      const own: SQL | undefined = all
        ? undefined
        : or(
            eq(queryLog.actorPersonId, auth.personId),
            and(eq(queryLog.subjectPinfl, auth.pinfl), inArray(queryLog.action, ['SIGN_IN', 'APPEAL_READ'])),
          );
      const where = and(
        own,
        q.from ? gte(queryLog.at, tashkentDayStart(q.from)) : undefined,
        q.to ? lt(queryLog.at, tashkentDayStart(q.to, 1)) : undefined,
        q.action ? eq(queryLog.action, q.action) : undefined,
        q.outcome === 'REFUSED'
          ? ne(queryLog.outcome, 'OK')
          : q.outcome
            ? eq(queryLog.outcome, q.outcome)
            : undefined,
        q.channel ? eq(queryLog.channel, q.channel) : undefined,
        q.subjectPinfl ? eq(queryLog.subjectPinfl, q.subjectPinfl) : undefined,
        q.actorPinfl ? eq(actor.pinfl, q.actorPinfl) : undefined,
        q.ip ? eq(queryLog.ip, q.ip) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ log: queryLog, actor })
          .from(queryLog)
          .leftJoin(actor, eq(actor.id, queryLog.actorPersonId))
          .where(where)
          .orderBy(desc(queryLog.at), desc(queryLog.id))
          .limit(q.limit)
          .offset(q.page * q.limit),
        db
          .select({ n: count() })
          .from(queryLog)
          .leftJoin(actor, eq(actor.id, queryLog.actorPersonId))
          .where(where),
      ]);
      return {
        total: total!.n,
        list: rows.map(({ log, actor: a }) => ({
          id: log.id,
          at: log.at.toISOString(),
          action: log.action,
          channel: log.channel,
          outcome: log.outcome,
          actorPinfl: a?.pinfl ?? null,
          actorName: a ? fullNameOf(a) : null,
          subjectPinfl: log.subjectPinfl,
          details: log.details,
          ip: log.ip,
          userAgent: log.userAgent,
          requestId: log.requestId,
        })),
      };
    },
  );
};
