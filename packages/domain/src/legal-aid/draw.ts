/**
 * The fair draw of a state-funded lawyer for an investigator request (decisions.md, "Investigator
 * request"): at random among the eligible duty lawyers, weighted toward those with fewer accepted
 * requests this month, and recorded so that a chamber can re-check it.
 *
 * Everything here is whole-number arithmetic over SHA-256, so anyone can redo a draw from its record
 * with a pocket calculator and `sha256sum`:
 * 1. candidates in ascending lawyer id order;
 * 2. weight of a candidate = floor(1 000 000 / (1 + accepted requests this month));
 * 3. ticket = the first 6 bytes of SHA-256(seed as UTF-8), read as a big-endian whole number (0 … 2^48-1);
 * 4. point = floor(ticket × total weight / 2^48), a whole number in [0, total weight);
 * 5. the picked candidate is the first whose running sum of weights exceeds the point.
 */
import { sha256 } from '@noble/hashes/sha2.js';

/** Names the rule above; stored with every draw so that a later change of rule cannot rewrite old draws. */
export const DRAW_ALGORITHM = 'sha256-weight-1e6-div-1-plus-accepted/v1';

/** The weight of a lawyer with no accepted request this month. */
export const DRAW_WEIGHT_SCALE = 1_000_000;

const TICKET_BITS = 48n;

/** A lawyer who may be picked, with the count the weight comes from. */
export interface DrawCandidate {
  lawyerId: number;
  /** Investigator requests this lawyer accepted in the current calendar month (Tashkent time). */
  acceptedThisMonth: number;
}

/** A candidate as the record keeps it: with the weight the rule gave. */
export interface WeightedCandidate extends DrawCandidate {
  weight: number;
}

/** Everything needed to redo a draw, as stored with the investigator request. */
export interface DrawRecord {
  algorithm: string;
  seed: string;
  /** In ascending lawyer id order. */
  candidates: WeightedCandidate[];
  totalWeight: number;
  /** The point in [0, totalWeight) the seed gave (step 4). */
  point: number;
  /** The lawyer picked, or null when there was no candidate. */
  pickedLawyerId: number | null;
}

/** The weight the rule gives to a lawyer with `acceptedThisMonth` accepted requests. */
export function drawWeight(acceptedThisMonth: number): number {
  if (!Number.isSafeInteger(acceptedThisMonth) || acceptedThisMonth < 0)
    throw new RangeError(`accepted count must be a whole number ≥ 0, not ${acceptedThisMonth}`);
  return Math.floor(DRAW_WEIGHT_SCALE / (1 + acceptedThisMonth));
}

/** The 48-bit ticket of a seed (step 3). */
export function drawTicket(seed: string): bigint {
  const digest = sha256(new TextEncoder().encode(seed));
  let ticket = 0n;
  for (let i = 0; i < 6; i++) ticket = (ticket << 8n) | BigInt(digest[i]!);
  return ticket;
}

/** Runs the draw: the same candidates and seed always give the same record. */
export function runDraw(candidates: readonly DrawCandidate[], seed: string): DrawRecord {
  if (seed.length === 0) throw new RangeError('a draw needs a seed');
  const sorted = [...candidates].sort((a, b) => a.lawyerId - b.lawyerId);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.lawyerId === sorted[i - 1]!.lawyerId)
      throw new RangeError(`lawyer ${sorted[i]!.lawyerId} is a candidate twice`);
  const weighted = sorted.map((c) => ({
    lawyerId: c.lawyerId,
    acceptedThisMonth: c.acceptedThisMonth,
    weight: drawWeight(c.acceptedThisMonth),
  }));
  const totalWeight = weighted.reduce((sum, c) => sum + c.weight, 0);
  if (weighted.length === 0)
    return {
      algorithm: DRAW_ALGORITHM,
      seed,
      candidates: [],
      totalWeight: 0,
      point: 0,
      pickedLawyerId: null,
    };
  const point = Number((drawTicket(seed) * BigInt(totalWeight)) >> TICKET_BITS);
  let running = 0;
  let picked = weighted[weighted.length - 1]!.lawyerId;
  for (const c of weighted) {
    running += c.weight;
    if (point < running) {
      picked = c.lawyerId;
      break;
    }
  }
  return {
    algorithm: DRAW_ALGORITHM,
    seed,
    candidates: weighted,
    totalWeight,
    point,
    pickedLawyerId: picked,
  };
}

/** What a re-check of a stored draw found. */
export interface DrawRecheck {
  /** True when redoing the draw from the record's candidates and seed gives exactly the record. */
  valid: boolean;
  /** The lawyer the rule picks from the record's candidates and seed. */
  expectedLawyerId: number | null;
  /** What differs, in words; empty when valid. */
  problems: string[];
}

/**
 * Re-checks a stored draw (what a chamber does): recomputes weights, point and pick from the recorded
 * candidates (their accepted counts) and seed, and lists every difference from what was recorded.
 */
export function recheckDraw(record: DrawRecord): DrawRecheck {
  if (record.algorithm !== DRAW_ALGORITHM)
    return { valid: false, expectedLawyerId: null, problems: [`unknown algorithm ${record.algorithm}`] };
  let redone: DrawRecord;
  try {
    redone = runDraw(record.candidates, record.seed);
  } catch (error) {
    return { valid: false, expectedLawyerId: null, problems: [(error as Error).message] };
  }
  const problems: string[] = [];
  const recordedOrder = record.candidates.map((c) => c.lawyerId).join(',');
  if (recordedOrder !== redone.candidates.map((c) => c.lawyerId).join(','))
    problems.push('candidates are not in ascending lawyer id order');
  for (const c of record.candidates) {
    const expected = drawWeight(c.acceptedThisMonth);
    if (c.weight !== expected)
      problems.push(`lawyer ${c.lawyerId}: weight ${c.weight}, the rule gives ${expected}`);
  }
  if (record.totalWeight !== redone.totalWeight)
    problems.push(`total weight ${record.totalWeight}, the rule gives ${redone.totalWeight}`);
  if (record.point !== redone.point) problems.push(`point ${record.point}, the seed gives ${redone.point}`);
  if (record.pickedLawyerId !== redone.pickedLawyerId)
    problems.push(`picked lawyer ${record.pickedLawyerId}, the rule picks ${redone.pickedLawyerId}`);
  return { valid: problems.length === 0, expectedLawyerId: redone.pickedLawyerId, problems };
}
