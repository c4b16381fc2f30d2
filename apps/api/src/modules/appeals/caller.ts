/**
 * Who calls an appeal route: the legal-aid caller (person, lawyer record, directed structure, grants) and
 * the regions whose appeals they answer: a lawyer's own region and the region of the structure they
 * direct, when their role holds `appeal.respond`.
 */
import type { Database } from '../../db/client';
import { actorKit } from '../../http/define-route';
import { requireAuth } from '../../plugins/auth';
import { type LegalAidCaller, legalAidCaller } from '../legal-aid';
import { responderRegionIdsOf } from './policy';

export interface AppealCaller extends LegalAidCaller {
  /** The regions whose appeals the caller receives (empty without `appeal.respond`). */
  responderRegionIds: number[];
}

export function appealCaller(caller: LegalAidCaller): AppealCaller {
  return { ...caller, responderRegionIds: responderRegionIdsOf(caller) };
}

/** The call kit's `handle` for appeal calls: the handler's actor is the AppealCaller. */
export function appealHandle(db: Database) {
  return actorKit(async (request) => appealCaller(await legalAidCaller(db, requireAuth(request))));
}
