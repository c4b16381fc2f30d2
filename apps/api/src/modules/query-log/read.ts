/** The query log as its screen reads it: newest first, inside what the policy lets the actor see. */
import type { QueryLogItem, queryLogListQuery } from '@portal/contracts';
import { tashkentDayStart } from '@portal/domain';
import { desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/transaction';
import { persons, queryLog } from '../../db/schema';
import { withinVisible } from '../../http/policy';
import { fullNameOf } from '../../people/person-row';
import type { GrantedActor } from '../permissions';
import { queryLogPolicy } from './policy';
import { cappedCount, pageWithTotal } from '../../db/paging';

const actorPerson = alias(persons, 'actor');

export async function queryLogList(
  db: Executor,
  actor: GrantedActor,
  q: z.output<typeof queryLogListQuery>,
): Promise<{ list: QueryLogItem[]; total: number }> {
  const where = withinVisible(
    queryLogPolicy.findVisible(actor),
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
    q.actorPinfl ? eq(actorPerson.pinfl, q.actorPinfl) : undefined,
    q.ip ? eq(queryLog.ip, q.ip) : undefined,
  );
  if (where === null) return { list: [], total: 0 };
  const { rows, total } = await pageWithTotal(
    db
      .select({ log: queryLog, actor: actorPerson })
      .from(queryLog)
      .leftJoin(actorPerson, eq(actorPerson.id, queryLog.actorPersonId))
      .where(where)
      .orderBy(desc(queryLog.at), desc(queryLog.id))
      .$dynamic(),
    q,
    (upTo) =>
      cappedCount(
        db,
        db
          .select({ one: sql`1` })
          .from(queryLog)
          .leftJoin(actorPerson, eq(actorPerson.id, queryLog.actorPersonId))
          .where(where)
          .$dynamic(),
        upTo,
      ),
  );
  return {
    total,
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
}
