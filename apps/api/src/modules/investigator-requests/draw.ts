import { randomBytes } from 'node:crypto';
import {
  type DrawCandidate,
  type DrawRecord,
  recheckDraw,
  runDraw,
  tashkentMonth,
  tashkentToday,
} from '@portal/domain';
import { and, asc, count, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction';
import {
  dutyAssignments,
  dutySchedules,
  investigatorRequests,
  lawyerLanguages,
  lawyers,
  requestDraws,
} from '../../db/schema';
import { type OrderIssueGap, orderIssueFactsOf, orderIssueGaps } from '../orders';

type RequestRow = typeof investigatorRequests.$inferSelect;
export type DrawRow = typeof requestDraws.$inferSelect;

/** The duty day of a request: the Tashkent date of its attendance time. */
export const dutyDateOf = (request: Pick<RequestRow, 'attendanceAt'>) => tashkentToday(request.attendanceAt);

/** A lawyer on duty whom the draw leaves out because they may not issue orders, and what they lack. */
export interface LeftOutLawyer {
  lawyerId: number;
  gaps: OrderIssueGap[];
}

/** The lawyers a draw picks among, those on duty it leaves out, and the person behind each lawyer id. */
export interface DutyPool {
  candidates: DrawCandidate[];
  leftOut: LeftOutLawyer[];
  personIds: Map<number, number>;
}

/** A request's duty pool, with the lawyers it leaves out because they let its time run out before. */
export type RequestDutyPool = DutyPool & { excluded: number[] };

/**
 * The duty lawyers of a request: on duty in its region on its duty day in a published schedule, speaking
 * its language, minus `excluded`; split by orders' one rule (orders/policy `orderIssueGaps`: order permission, structure not
 * restricted, active license) into the candidates — each with the investigator requests they accepted
 * this month — and those left out, with what they lack; and the person behind each candidate.
 */
export async function dutyPool(
  tx: Executor,
  input: { regionId: number; dutyDate: string; languageId: number; excluded: number[]; now: Date },
): Promise<DutyPool> {
  const onDuty = await tx
    .selectDistinct({ lawyerId: lawyers.id })
    .from(dutyAssignments)
    // only a published schedule is drawn from: a chamber's draft is not yet in force
    .innerJoin(
      dutySchedules,
      and(eq(dutySchedules.id, dutyAssignments.scheduleId), eq(dutySchedules.status, 'PUBLISHED')),
    )
    .innerJoin(lawyers, eq(lawyers.id, dutyAssignments.lawyerId))
    .innerJoin(
      lawyerLanguages,
      and(eq(lawyerLanguages.lawyerId, lawyers.id), eq(lawyerLanguages.languageId, input.languageId)),
    )
    .where(
      and(
        eq(dutyAssignments.regionId, input.regionId),
        eq(dutyAssignments.dutyDate, input.dutyDate),
        notInArray(lawyers.id, input.excluded),
      ),
    )
    .orderBy(asc(lawyers.id));
  const facts = await orderIssueFactsOf(
    tx,
    onDuty.map((r) => r.lawyerId),
  );
  const ids: number[] = [];
  const leftOut: LeftOutLawyer[] = [];
  const personIds = new Map<number, number>();
  for (const { lawyerId } of onDuty) {
    const lawyer = facts.get(lawyerId)!;
    const gaps = orderIssueGaps(lawyer);
    if (gaps.length === 0) ids.push(lawyerId);
    else leftOut.push({ lawyerId, gaps });
    personIds.set(lawyerId, lawyer.personId);
  }
  if (ids.length === 0) return { candidates: [], leftOut, personIds };
  const { start, end } = tashkentMonth(input.now);
  const accepted = await tx
    .select({ lawyerId: investigatorRequests.pickedLawyerId, n: count() })
    .from(investigatorRequests)
    .where(
      and(
        inArray(investigatorRequests.pickedLawyerId, ids),
        gte(investigatorRequests.acceptedAt, start),
        lt(investigatorRequests.acceptedAt, end),
      ),
    )
    .groupBy(investigatorRequests.pickedLawyerId);
  const counts = new Map(accepted.map((a) => [a.lawyerId, a.n]));
  return {
    candidates: ids.map((lawyerId) => ({ lawyerId, acceptedThisMonth: counts.get(lawyerId) ?? 0 })),
    leftOut,
    personIds,
  };
}

/** The lawyers a draw picks among now (dutyPool's candidates). */
export async function gatherCandidates(
  tx: Executor,
  input: { regionId: number; dutyDate: string; languageId: number; excluded: number[]; now: Date },
): Promise<DrawCandidate[]> {
  return (await dutyPool(tx, input)).candidates;
}

/** How many duty lawyers a request has, and why none (or some) may be drawn: what the investigator reads. */
export function waitReasonOf(pool: { candidates: DrawCandidate[]; leftOut: LeftOutLawyer[] }) {
  const lacking = (gap: OrderIssueGap) => pool.leftOut.filter((l) => l.gaps.includes(gap)).length;
  return {
    onDuty: pool.candidates.length + pool.leftOut.length,
    eligible: pool.candidates.length,
    noOrderPermission: lacking('NO_ORDER_PERMISSION'),
    structureRestricted: lacking('STRUCTURE_RESTRICTED'),
    licenseNotActive: lacking('LICENSE_NOT_ACTIVE'),
  };
}

/** The duty pool of a request now (its region, duty day and language, without who let the time run out). */
export async function requestDutyPool(
  tx: Executor,
  request: RequestRow,
  now: Date,
): Promise<RequestDutyPool> {
  const excluded = await timedOutLawyers(tx, request.id);
  const pool = await dutyPool(tx, {
    regionId: request.regionId,
    dutyDate: dutyDateOf(request),
    languageId: request.languageId,
    excluded,
    now,
  });
  return { ...pool, excluded };
}

/** Lawyers who let this request's time to accept run out: every later draw leaves them out. */
export async function timedOutLawyers(tx: Executor, requestId: number): Promise<number[]> {
  const rows = await tx
    .select({ lawyerId: requestDraws.pickedLawyerId })
    .from(requestDraws)
    .where(and(eq(requestDraws.requestId, requestId), eq(requestDraws.outcome, 'TIMED_OUT')));
  return rows.flatMap((r) => (r.lawyerId === null ? [] : [r.lawyerId]));
}

/**
 * Draws a lawyer for a request and records the draw (candidates, weights, seed, point, pick). The seed is
 * 128 bits from the operating system's generator, drawn after the candidates are fixed. Returns the draw
 * row, with the picked lawyer's person; `pickedLawyerId` null means nobody was eligible (outcome EMPTY).
 * `options.pool` is the request's duty pool when the caller has just read it (requestDutyPool, in the
 * same transaction), so it is not read twice.
 */
export async function drawForRequest(
  tx: Transaction,
  request: RequestRow,
  options: { acceptTimeoutSeconds: number; now: Date; pool?: RequestDutyPool },
): Promise<DrawRow & { leftOut: LeftOutLawyer[]; pickedPersonId: number | null }> {
  const { candidates, leftOut, personIds, excluded } =
    options.pool ?? (await requestDutyPool(tx, request, options.now));
  const record = runDraw(candidates, randomBytes(16).toString('hex'));
  const picked = record.pickedLawyerId !== null;
  const [row] = await tx
    .insert(requestDraws)
    .values({
      requestId: request.id,
      // The request's row is locked by the caller: no other draw of it is being recorded meanwhile.
      round: sql`(SELECT count(*) + 1 FROM ${requestDraws} WHERE ${requestDraws.requestId} = ${request.id})`,
      regionId: request.regionId,
      dutyDate: dutyDateOf(request),
      languageId: request.languageId,
      algorithm: record.algorithm,
      seed: record.seed,
      candidates: record.candidates,
      excludedLawyerIds: excluded,
      totalWeight: record.totalWeight,
      point: record.point,
      pickedLawyerId: record.pickedLawyerId,
      outcome: picked ? 'PENDING' : 'EMPTY',
      acceptDeadlineAt: picked ? new Date(options.now.getTime() + options.acceptTimeoutSeconds * 1000) : null,
      endedAt: picked ? null : options.now,
    })
    .returning();
  const pickedPersonId = picked ? (personIds.get(record.pickedLawyerId!) ?? null) : null;
  return { ...row!, leftOut, pickedPersonId };
}

/** Ends the request's pending draw (accepted, timed out, or the request ended). */
export async function endPendingDraw(
  tx: Executor,
  requestId: number,
  outcome: 'ACCEPTED' | 'TIMED_OUT' | 'ENDED',
  now: Date,
): Promise<void> {
  await tx
    .update(requestDraws)
    .set({ outcome, endedAt: now })
    .where(and(eq(requestDraws.requestId, requestId), eq(requestDraws.outcome, 'PENDING')));
}

/** A stored draw as the domain's re-check reads it. */
export function drawRecordOf(row: DrawRow): DrawRecord {
  return {
    algorithm: row.algorithm,
    seed: row.seed,
    candidates: row.candidates,
    totalWeight: row.totalWeight,
    point: row.point,
    pickedLawyerId: row.pickedLawyerId,
  };
}

/** Every draw of a request with a chamber's re-check of each (candidates, weights, seed → the same pick?). */
export async function recheckRequestDraws(db: Executor, requestId: number) {
  const rows = await db
    .select()
    .from(requestDraws)
    .where(eq(requestDraws.requestId, requestId))
    .orderBy(asc(requestDraws.round));
  return rows.map((row) => ({ draw: row, check: recheckDraw(drawRecordOf(row)) }));
}
