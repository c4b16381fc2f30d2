/**
 * Record rules of lawyers' requests (ARCHITECTURE.md conventions 4 and 5). Who sees a request:
 * - the lawyer who made it (request.own: own requests, drafts too);
 * - the regional chamber of the request's region (request.review; the lawyer's region when it was made);
 * - the republic chamber and ADMIN, every region (request.reviewAll).
 * Reviewers never see drafts. Anyone else gets 404, exactly as for a request that does not exist.
 */
import { availableEvents, LAWYER_REQUEST_WORKFLOW } from '@portal/domain';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { lawyerRequests, lawyers } from '../../db/schema';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

type RequestRow = typeof lawyerRequests.$inferSelect;

/** The caller's own requests (null: none, e.g. a chamber officer or a director who is not a lawyer). */
export function ownRequests(caller: LegalAidCaller): SQL | null {
  if (!caller.grants.has('request.own') || !caller.lawyer) return null;
  return eq(lawyerRequests.lawyerId, caller.lawyer.id);
}

/** The requests the caller reviews: every region's, or the caller's region's; never drafts. */
export function reviewedRequests(caller: LegalAidCaller): SQL | null {
  if (!caller.grants.has('request.review')) return null;
  const sent = ne(lawyerRequests.status, 'DRAFT');
  if (caller.grants.has('request.reviewAll')) return sent;
  if (caller.regionId === null) return null;
  return and(sent, eq(lawyerRequests.regionId, caller.regionId))!;
}

/** Every request the caller may open (null: none). */
export function requestScope(caller: LegalAidCaller): SQL | null {
  const parts = [ownRequests(caller), reviewedRequests(caller)].filter((p): p is SQL => p !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

export function isOwnRequest(caller: LegalAidCaller, row: RequestRow): boolean {
  return caller.grants.has('request.own') && caller.lawyer?.id === row.lawyerId;
}

export function isReviewedRequest(caller: LegalAidCaller, row: RequestRow): boolean {
  if (!caller.grants.has('request.review') || row.status === 'DRAFT') return false;
  return caller.grants.has('request.reviewAll') || row.regionId === caller.regionId;
}

/** What the caller may do with a request now (the `can` of its DTO). */
export function requestCan(caller: LegalAidCaller, row: RequestRow) {
  const own = isOwnRequest(caller, row);
  const reviewer = isReviewedRequest(caller, row);
  const events = availableEvents(LAWYER_REQUEST_WORKFLOW, row.status, caller.role);
  return {
    update: own && row.status === 'DRAFT',
    resend: own && events.includes('RESEND'),
    open: reviewer && events.includes('OPEN'),
    accept: reviewer && events.includes('ACCEPT'),
    cancel: reviewer && events.includes('CANCEL'),
    pay: own && row.status === 'PAYMENT',
  };
}

/** A request is opened by whoever `requestScope` lets in; `can` says what they may do with it now. */
export const requestPolicy = definePolicy({ findVisible: requestScope, can: requestCan });

/** What the lawyer's own step (change a draft, send it again) locks: their own request; others 404. */
export const ownRequestPolicy = definePolicy({ findVisible: ownRequests, can: requestCan });

/** What a reviewer's step (open, accept, cancel) locks: a request they review; any other 404. */
export const reviewedRequestPolicy = definePolicy({ findVisible: reviewedRequests, can: requestCan });

/**
 * The lawyers whose certificates the caller oversees: a regional chamber its region's, the republic
 * chamber and ADMIN every region's (or the one region asked for); null: none.
 */
export function certificateScope(caller: LegalAidCaller, regionId?: number): SQL | null | undefined {
  if (!caller.grants.has('request.review')) return null;
  if (caller.grants.has('request.reviewAll')) return regionId ? eq(lawyers.regionId, regionId) : undefined;
  if (caller.regionId === null) return null;
  return eq(lawyers.regionId, caller.regionId);
}
