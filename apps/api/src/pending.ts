/**
 * The counters of the home page's "what awaits you" (packages/contracts sections' `pending`): one per
 * declared line, each beside its section's policy (modules/<module>/pending.ts), answering within what the
 * policy lets the caller see. A declared line without its counter, or a counter for no declared line,
 * fails the typecheck.
 */
import type { PendingId } from '@portal/contracts';
import type { ModuleDeps } from './http/types';
import type { LegalAidCaller } from './modules/legal-aid';
import { checklistsToAgree } from './modules/checklists/pending';
import { reportDue, reportsToReview } from './modules/half-year-reports/pending';
import { requestsToAccept } from './modules/investigator-requests/pending';

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

export const PENDING_COUNTERS = {
  'requests-to-accept': requestsToAccept,
  'checklists-to-agree': checklistsToAgree,
  'report-due': reportDue,
  'reports-to-review': reportsToReview,
} as const satisfies Record<PendingId, PendingCounter>;
