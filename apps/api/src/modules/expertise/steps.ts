/** expertise/step: the body's step named by `event`, each taken by its own use case. */
import type { ExpertiseStepEvent, Language } from '@portal/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { approveExpertise, returnExpertise, sendForApproval } from './approve';
import type { ExpertiseCaller } from './caller';
import { directExpertise } from './direct';
import { askPetition } from './petition';
import { markNotApplicable, proposeRejection, rejectExpertise } from './reject';
import { takeExpertise } from './take';
import { completeExpertise, pauseExpertise, resumeExpertise, sendForAgreement, startExpertise } from './work';

export interface StepInput {
  id: number;
  event: ExpertiseStepEvent;
  reason?: string | undefined;
  organizationId?: number | undefined;
  question?: string | undefined;
  conclusion?: string | undefined;
}

export async function takeStep(
  deps: { db: Database; clock: Clock },
  caller: ExpertiseCaller,
  body: StepInput,
  lang: Language,
): Promise<void> {
  const { db } = deps;
  const { id } = body;
  const reason = body.reason ?? '';
  const steps: Record<ExpertiseStepEvent, () => Promise<unknown>> = {
    TAKE: () => takeExpertise(db, caller, id),
    SEND_FOR_APPROVAL: () => sendForApproval(db, caller, id),
    APPROVE: () => approveExpertise(db, caller, id, deps.clock),
    RETURN: () => returnExpertise(db, caller, id, reason),
    START: () => startExpertise(db, caller, id),
    PAUSE: () => pauseExpertise(db, caller, id, reason),
    RESUME: () => resumeExpertise(db, caller, id),
    ASK_PETITION: () => askPetition(db, caller, id, body.question ?? ''),
    SEND_FOR_AGREEMENT: () => sendForAgreement(db, caller, id, body.conclusion ?? ''),
    COMPLETE: () => completeExpertise(db, caller, id),
    PROPOSE_REJECTION: () => proposeRejection(db, caller, id, reason),
    REJECT: () => rejectExpertise(db, caller, id, reason),
    DIRECT: () => directExpertise(db, caller, { id, organizationId: body.organizationId!, reason }, lang),
    MARK_NOT_APPLICABLE: () => markNotApplicable(db, caller, id, reason),
  };
  await steps[body.event]();
}
