/**
 * Who calls an expertise route: the legal-aid caller (their lawyer record, their grants) and, for the
 * expertise body's staff, their organization and position (expert_staff).
 */
import type { ExpertPosition } from '@portal/domain';
import type { Database } from '../../db/client';
import { expertStaff } from '../../db/schema';
import { actorKit } from '../../http/define-route';
import { requireAuth } from '../../plugins/auth';
import { type LegalAidCaller, legalAidCaller } from '../legal-aid';
import { ownStaffPlace } from './policy';

export interface ExpertiseCaller extends LegalAidCaller {
  /** The caller's place on the body's staff (null: not on it). */
  staff: { organizationId: number; position: ExpertPosition } | null;
}

export async function expertiseCaller(db: Database, caller: LegalAidCaller): Promise<ExpertiseCaller> {
  const [staff] =
    caller.role === 'EXPERT'
      ? await db
          .select({ organizationId: expertStaff.organizationId, position: expertStaff.position })
          .from(expertStaff)
          .where(ownStaffPlace(caller))
      : [];
  return { ...caller, staff: staff ?? null };
}

/** The call kit's `handle` for expertise calls: the handler's actor is the ExpertiseCaller. */
export function expertiseHandle(db: Database) {
  return actorKit(async (request) => expertiseCaller(db, await legalAidCaller(db, requireAuth(request))));
}
