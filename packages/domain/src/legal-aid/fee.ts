/**
 * The fee of a checklist of completed work (decisions.md): the sum over the participation days of the
 * rate of that day's instance (legal_aid_rates, reference data editable by ADMIN), plus the travel
 * expenses; all amounts in tiyin (1/100 sum), whole numbers.
 */
import { isIsoDate } from '../dates';

/** One day the lawyer took part, at one instance (a legal-aid rate). */
export interface ParticipationDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  rateId: number;
}

/** A legal-aid rate as reference data holds it. */
export interface FeeRate {
  id: number;
  amountTiyin: number;
}

/** One line of the fee: an instance, its days and their sum. */
export interface FeeLine {
  rateId: number;
  amountTiyin: number;
  days: number;
  subtotalTiyin: number;
}

export interface ChecklistFee {
  lines: FeeLine[];
  daysTiyin: number;
  travelExpensesTiyin: number;
  totalTiyin: number;
}

/** Why the fee cannot be computed; the API turns it into a localized 400 naming the field. */
export class FeeInputError extends Error {
  constructor(
    readonly reason: 'INVALID_DATE' | 'UNKNOWN_RATE' | 'DUPLICATE_DAY' | 'INVALID_AMOUNT' | 'TOO_LARGE',
    readonly field: 'participations' | 'travelExpensesTiyin',
    message: string,
  ) {
    super(message);
    this.name = 'FeeInputError';
  }
}

/** Computes the fee. A day counts once per instance; a day listed twice for one instance is an error. */
export function computeChecklistFee(input: {
  participations: readonly ParticipationDay[];
  rates: readonly FeeRate[];
  travelExpensesTiyin: number;
}): ChecklistFee {
  const { participations, rates, travelExpensesTiyin } = input;
  if (!Number.isSafeInteger(travelExpensesTiyin) || travelExpensesTiyin < 0)
    throw new FeeInputError(
      'INVALID_AMOUNT',
      'travelExpensesTiyin',
      'travel expenses must be a whole number of tiyin ≥ 0',
    );
  const rateById = new Map(rates.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const lines = new Map<number, FeeLine>();
  for (const day of participations) {
    if (!isIsoDate(day.date))
      throw new FeeInputError('INVALID_DATE', 'participations', `${day.date} is not a date`);
    const rate = rateById.get(day.rateId);
    if (!rate) throw new FeeInputError('UNKNOWN_RATE', 'participations', `no rate ${day.rateId}`);
    const key = `${day.rateId} ${day.date}`;
    if (seen.has(key))
      throw new FeeInputError('DUPLICATE_DAY', 'participations', `${day.date} is listed twice`);
    seen.add(key);
    const line = lines.get(rate.id) ?? {
      rateId: rate.id,
      amountTiyin: rate.amountTiyin,
      days: 0,
      subtotalTiyin: 0,
    };
    line.days += 1;
    line.subtotalTiyin += rate.amountTiyin;
    lines.set(rate.id, line);
  }
  const sorted = [...lines.values()].sort((a, b) => a.rateId - b.rateId);
  const daysTiyin = sorted.reduce((sum, l) => sum + l.subtotalTiyin, 0);
  const totalTiyin = daysTiyin + travelExpensesTiyin;
  if (!Number.isSafeInteger(totalTiyin))
    throw new FeeInputError('TOO_LARGE', 'travelExpensesTiyin', 'the fee is too large');
  return { lines: sorted, daysTiyin, travelExpensesTiyin, totalTiyin };
}
