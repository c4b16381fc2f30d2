/**
 * What a home-page counter is (apps/api/src/pending.ts lists them): each module's pending.ts writes its
 * counters with these, beside its policy.
 */
import { HOME_COUNT_LIMIT } from '@portal/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/transaction';
import type { ModuleDeps } from '../http/types';
import type { LegalAidCaller } from '../modules/legal-aid';

/** What a counter answers: how many, the nearest due day or deadline, the list filter showing them. */
export interface PendingAnswer {
  count: number;
  due: string | null;
  filter: Record<string, string>;
}

export const NOTHING_PENDING: PendingAnswer = { count: 0, due: null, filter: {} };

/** A line's counter: the caller (their records, region, structure and grants) at the clock's now. */
export type PendingCounter = (
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  caller: LegalAidCaller,
) => Promise<PendingAnswer>;

/**
 * A counter's answer from the records of `table` awaiting the caller: those of `scope` (the policy's
 * condition; null or undefined: none await them) that `also` keeps, how many (up to one past
 * HOME_COUNT_LIMIT: a country's inbox is not read whole on every sign-in), the earliest `due` among them
 * when the line has one, and the list `filter` that shows them.
 */
export async function awaitingRecords(
  db: Executor,
  table: PgTable,
  scope: SQL | null | undefined,
  line: { also?: SQL; due?: AnyPgColumn; filter: Record<string, string> },
): Promise<PendingAnswer> {
  if (!scope) return NOTHING_PENDING;
  const where = and(scope, line.also);
  const counted = sql`(select count(*)::int from (select 1 from ${table} where ${where}
    limit ${HOME_COUNT_LIMIT + 1}) as awaiting)`;
  const earliest = line.due ? sql`(select min(${line.due}) from ${table} where ${where})` : sql`null`;
  const { rows } = await db.execute<{ count: number; due: Date | string | null }>(
    sql`select ${counted} as count, ${earliest} as due`,
  );
  const due = rows[0]?.due;
  return { count: rows[0]?.count ?? 0, due: due ? new Date(due).toISOString() : null, filter: line.filter };
}
