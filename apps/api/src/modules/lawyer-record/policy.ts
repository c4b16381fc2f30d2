/**
 * Who sees and keeps a lawyer's record (docs/domain.md "Rating marks"): the lawyer their own
 * (contacts, documents, achievements, fields of practice, legal-service information, the marks received);
 * the regional chamber (request.review) its region's lawyers, the republic chamber and ADMIN
 * (request.reviewAll) every region's. A mark is given only by the chamber of the lawyer's region or the
 * republic chamber. A lawyer outside the caller's scope answers 404, as one that does not exist.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import { lawyers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

export interface LawyerTarget {
  id: number;
  regionId: number;
}

function chamberScope(caller: LegalAidCaller): SQL | undefined | null {
  if (!caller.grants.has('request.review')) return null;
  if (caller.grants.has('request.reviewAll')) return undefined;
  return caller.regionId === null ? null : eq(lawyers.regionId, caller.regionId);
}

export const lawyerRecordPolicy = definePolicy({
  /** Over `lawyers`. */
  findVisible: (caller: LegalAidCaller) => {
    const chamber = chamberScope(caller);
    if (chamber === undefined) return undefined;
    const own = caller.lawyer ? eq(lawyers.id, caller.lawyer.id) : null;
    const parts = [own, chamber].filter((p): p is SQL => p !== null);
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0]! : or(...parts)!;
  },
  can: (caller: LegalAidCaller, lawyer: LawyerTarget) => ({
    mark:
      caller.role === 'REPUBLIC_CHAMBER' ||
      (caller.role === 'REGION_CHAMBER' && caller.regionId === lawyer.regionId),
    edit: caller.lawyer?.id === lawyer.id,
  }),
  refuse: (_caller, action) =>
    new AppError(action === 'mark' ? 'FORBIDDEN' : 'TRANSITION_NOT_ALLOWED', {
      messageKey: `lawyer-record:record.error.${action === 'mark' ? 'notYourChamber' : 'notYourRecord'}`,
    }),
});

/**
 * The caller's own lawyer record. A caller whose role holds the permission but who is no lawyer (a new
 * director, ADMIN) has no such record: 404, with a message that says so.
 */
export function ownLawyer(caller: LegalAidCaller) {
  if (!caller.lawyer) throw noLawyerRecord();
  return caller.lawyer;
}

export const noLawyerRecord = () =>
  new AppError('NOT_FOUND', { messageKey: 'lawyer-record:record.error.noLawyerRecord' });
