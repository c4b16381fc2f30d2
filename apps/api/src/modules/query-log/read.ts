/**
 * The query log as its screen reads it: newest first, inside what the policy lets the actor see. A read
 * model (kit/read-model.ts): a page's ids and the count come from the log's own indexes, and only the
 * page's lines are joined with the actor's name.
 */
import type { QueryLogItem, queryLogListQuery } from '@portal/contracts';
import { tashkentDayStart } from '@portal/domain';
import { desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { persons, queryLog } from '../../db/schema';
import { withinVisible } from '../../http/policy';
import { readModel } from '../../kit/read-model';
import { fullNameOf } from '../../people/person-row';
import type { GrantedActor } from '../permissions';
import { queryLogPolicy } from './policy';

const actorPerson = alias(persons, 'actor');

/** A line of the log with the name of who acted. */
const queryLogRead = readModel({
  table: queryLog,
  base: (db: Database) =>
    db
      .select({ log: queryLog, actor: actorPerson })
      .from(queryLog)
      .leftJoin(actorPerson, eq(actorPerson.id, queryLog.actorPersonId))
      .$dynamic(),
  order: [desc(queryLog.at), desc(queryLog.id)],
  item: ({ log, actor: a }): QueryLogItem => ({
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
  }),
  // the log has no page of a line: a line is all its list shows
  view: (_db, _row, item) => Promise.resolve(item),
});

export function queryLogList(
  db: Database,
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
    q.actorPinfl
      ? inArray(
          queryLog.actorPersonId,
          db.select({ id: persons.id }).from(persons).where(eq(persons.pinfl, q.actorPinfl)),
        )
      : undefined,
    q.ip ? eq(queryLog.ip, q.ip) : undefined,
  );
  return queryLogRead.list(db, undefined, where, q);
}
