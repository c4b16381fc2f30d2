/**
 * The counters of the home page's "what awaits you" (packages/contracts sections' `pending`): one per
 * declared line, each beside its section's policy (modules/<module>/pending.ts), answering within what the
 * policy lets the caller see. A declared line without its counter, or a counter for no declared line,
 * fails the typecheck.
 */
import type { PendingId } from '@portal/contracts';
import type { PendingCounter } from './kit/pending';
import { internshipEnds } from './modules/candidates/pending';
import { checklistsToAgree } from './modules/checklists/pending';
import { expertiseToTake } from './modules/expertise/pending';
import { reportDue, reportsToReview } from './modules/half-year-reports/pending';
import { requestsToAccept } from './modules/investigator-requests/pending';
import { receptionVisits } from './modules/receptions/pending';
import { requestsToReview } from './modules/requests/pending';

export const PENDING_COUNTERS = {
  'requests-to-accept': requestsToAccept,
  'checklists-to-agree': checklistsToAgree,
  'report-due': reportDue,
  'reports-to-review': reportsToReview,
  'expertise-to-take': expertiseToTake,
  'requests-to-review': requestsToReview,
  'reception-visits': receptionVisits,
  'internship-ends': internshipEnds,
} as const satisfies Record<PendingId, PendingCounter>;
