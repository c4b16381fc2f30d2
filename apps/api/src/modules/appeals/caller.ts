/**
 * Who calls an appeal route: the legal-aid caller (person, lawyer record, directed structure, grants) and
 * the regions whose appeals they answer: a lawyer's own region and the region of the structure they
 * direct, when their role holds `appeal.respond`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents } from '../../db/schema';
import { actorKit } from '../../http/define-route';
import { requireAuth } from '../../plugins/auth';
import { type LegalAidCaller, legalAidCaller } from '../legal-aid';

export interface AppealCaller extends LegalAidCaller {
  /** The regions whose appeals the caller receives (empty without `appeal.respond`). */
  responderRegionIds: number[];
}

export async function appealCaller(db: Database, caller: LegalAidCaller): Promise<AppealCaller> {
  const regions = new Set<number>();
  if (caller.grants.has('appeal.respond')) {
    if (caller.lawyer) regions.add(caller.lawyer.regionId);
    if (caller.directedContragentId !== null) {
      const [structure] = await db
        .select({ regionId: contragents.regionId })
        .from(contragents)
        .where(eq(contragents.id, caller.directedContragentId));
      if (structure?.regionId) regions.add(structure.regionId);
    }
  }
  return { ...caller, responderRegionIds: [...regions] };
}

/** The call kit's `handle` for appeal calls: the handler's actor is the AppealCaller. */
export function appealHandle(db: Database) {
  return actorKit(async (request) => appealCaller(db, await legalAidCaller(db, requireAuth(request))));
}
