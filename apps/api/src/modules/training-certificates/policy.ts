/**
 * Who sees and confirms training certificates: a lawyer their own; the regional chamber (request.review)
 * those of its region's lawyers, the republic chamber and ADMIN (request.reviewAll) every region's. A
 * chamber confirms or refuses (with a reason) one still waiting; either decision is final. Anyone else: 404, as for a certificate that does not exist.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import { lawyers, trainingCertificates } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

export type TrainingRow = typeof trainingCertificates.$inferSelect & { regionId: number };

function reviewed(caller: LegalAidCaller): SQL | undefined | null {
  if (!caller.grants.has('request.review')) return null;
  if (caller.grants.has('request.reviewAll')) return undefined;
  return caller.regionId === null ? null : eq(lawyers.regionId, caller.regionId);
}

/** Whether the caller is a chamber that reviews this lawyer's region. */
export function reviews(caller: LegalAidCaller, row: TrainingRow): boolean {
  if (!caller.grants.has('request.review')) return false;
  return caller.grants.has('request.reviewAll') || row.regionId === caller.regionId;
}

export const trainingPolicy = definePolicy({
  /** Over `training_certificates` joined with `lawyers`. */
  findVisible: (caller: LegalAidCaller) => {
    const own = caller.lawyer ? eq(trainingCertificates.lawyerId, caller.lawyer.id) : null;
    const chamber = reviewed(caller);
    if (chamber === undefined) return undefined;
    const parts = [own, chamber].filter((p): p is SQL => p !== null);
    if (parts.length === 0) return null;
    return parts.length === 1 ? parts[0]! : or(...parts)!;
  },
  can: (caller: LegalAidCaller, row: TrainingRow) => {
    const waiting = row.confirmedAt === null && row.refusedAt === null;
    return { confirm: reviews(caller, row) && waiting, refuse: reviews(caller, row) && waiting };
  },
  refuse: (_caller, _action, row) =>
    new AppError('TRANSITION_NOT_ALLOWED', {
      messageKey: `lawyer-record:training.error.${row.refusedAt ? 'alreadyDecided' : 'alreadyConfirmed'}`,
    }),
});
