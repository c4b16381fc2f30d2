/**
 * What a home-page counter is (apps/api/src/pending.ts lists them): each module's pending.ts writes its
 * counters with these, beside its policy.
 */
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
