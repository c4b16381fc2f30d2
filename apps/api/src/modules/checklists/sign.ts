import { CHECKLIST_WORKFLOW, decide } from '@portal/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { transition, transitionRefused } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { type SignatureSubmission, signLockedDocument } from '../legal-aid';
import type { Transaction } from '../../db/transaction';
import { CHECKLIST_ENTITY, type ChecklistRow, lockFilledChecklist } from './shared';
import { checklistSigningContent } from './signing-content';

function assertMaySign(row: ChecklistRow, actor: PersonActor) {
  const decision = decide(CHECKLIST_WORKFLOW, row.status, 'SIGN', actor.role);
  if (!decision.allowed) throw transitionRefused(CHECKLIST_WORKFLOW, row.status, decision.reason);
}

/**
 * checkList/signing: the lawyer's e-signature over the report. Checked through the verification server
 * first; then, in one transaction, the report is read again under its lock (changed meanwhile: 409), the
 * signature stored and CREATED -> SIGNED.
 */
export async function signChecklist(
  deps: { db: Database; config: Config },
  actor: PersonActor,
  checklistId: number,
  submission: SignatureSubmission,
) {
  const lock = async (tx: Transaction) => {
    const row = await lockFilledChecklist(tx, actor, checklistId);
    assertMaySign(row, actor);
    return row;
  };
  return signLockedDocument(
    deps,
    { type: 'CHECKLIST', id: checklistId, lock, content: checklistSigningContent },
    submission,
    async (tx, { storeSignature, verified }) => {
      const signatureId = await storeSignature();
      return (
        await transition(tx, CHECKLIST_ENTITY, {
          id: checklistId,
          event: 'SIGN',
          actor,
          set: { signedAt: verified.signingTime, signedByPersonId: actor.personId, signatureId },
        })
      ).row;
    },
  );
}
