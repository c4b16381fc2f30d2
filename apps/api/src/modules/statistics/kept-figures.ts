/**
 * The figures of a month, for the country or one region: counted from the records (read-model.ts), then
 * kept for `seconds` (STATISTICS_CACHE_SECONDS, a minute by default). A country's month is some 70,000
 * index entries to count, and the figures are the same for everyone allowed to see them, so they are
 * counted once a minute for all who open the page, not once for each. Callers who ask while a count runs
 * wait for that count. Each answer says when its figures were counted.
 */
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock';
import { readTogether, type Executor } from '../../db/transaction';
import {
  appealFigures,
  candidateFigures,
  certificateFigures,
  checklistFigures,
  expertiseFigures,
  halfYearReportFigures,
  lawyerRequestFigures,
  licenseFigures,
  type MonthRange,
  orderFigures,
  requestFigures,
} from './read-model';

async function countMonth(db: Executor, range: MonthRange) {
  const [requests, orders, appeals, licenses] = await readTogether(db, [
    () => requestFigures(db, range),
    () => orderFigures(db, range),
    () => appealFigures(db, range),
    () => licenseFigures(db, range),
  ]);
  const [checklists, lawyerRequests, certificates, reports, candidates, expertises] = await readTogether(db, [
    () => checklistFigures(db, range),
    () => lawyerRequestFigures(db, range),
    () => certificateFigures(db, range),
    () => halfYearReportFigures(db, range),
    () => candidateFigures(db, range),
    () => expertiseFigures(db, range),
  ]);
  return {
    requests,
    orders,
    appeals,
    licenses,
    checklists,
    lawyerRequests,
    certificates,
    reports,
    candidates,
    expertises,
  };
}

export interface CountedFigures {
  figures: Awaited<ReturnType<typeof countMonth>>;
  /** When the count began: the figures are the records as they were then. */
  countedAt: Date;
}

/** Months × (the country and 14 regions) that may be kept at once. */
const KEPT_MONTHS = 2_000;

/** `figuresOf(range)`: the month's figures, counted now or within the last `seconds` (0: always now). */
export function keptFigures(db: Executor, seconds: number, clock: Clock) {
  const count = async (range: MonthRange): Promise<CountedFigures> => {
    const countedAt = clock.now();
    return { figures: await countMonth(db, range), countedAt };
  };
  if (seconds === 0) return count;
  const kept = new LRUCache<string, CountedFigures, MonthRange>({
    max: KEPT_MONTHS,
    ttl: seconds * 1000,
    // Ages are read from the app's clock, so that a test can move past a kept count.
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context }) => count(context),
  });
  return async (range: MonthRange): Promise<CountedFigures> =>
    (await kept.fetch(`${range.firstDay} ${range.regionId ?? 'country'}`, { context: range }))!;
}

export type FiguresOf = ReturnType<typeof keptFigures>;
