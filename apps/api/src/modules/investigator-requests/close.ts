import { decide, INVESTIGATOR_REQUEST_WORKFLOW } from '@portal/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { lawyerOfPerson } from '../../people/lawyers';
import { type FileStorage, transactionWithFiles } from '../../storage';
import { transition, transitionRefused } from '../../workflow/transition';
import { type PdfUpload, savePdf } from '../legal-aid';
import { investigatorNotification } from './notices';
import { requestStepPolicy } from './policy';
import { type PersonActor, REQUEST_ENTITY, wasDrawnTo } from './shared';
import { lockById } from '../../kit/lock';
import { investigatorRequests } from '../../db/schema';

/**
 * closeOrganizationRequest: the lawyer who accepted ends it, with the closing document (a PDF) and a
 * comment, both required; the document is stored in the same transaction.
 */
export async function closeInvestigatorRequest(
  deps: { db: Database; storage: FileStorage },
  actor: PersonActor,
  requestId: number,
  input: { closeFile: PdfUpload | null; comment: string },
) {
  const comment = input.comment?.trim() ?? '';
  if (!input.closeFile || !comment)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.closeFileRequired',
      field: input.closeFile ? 'comment' : 'closeFile',
    });
  const closeFile = input.closeFile;
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const lawyer = await lawyerOfPerson(tx, actor.personId);
    const request = await lockById(tx, investigatorRequests, requestId);
    // the workflow table decides before anything is stored
    const decision = decide(INVESTIGATOR_REQUEST_WORKFLOW, request.status, 'CLOSE', actor.role);
    const refused = decision.allowed
      ? undefined
      : transitionRefused(INVESTIGATOR_REQUEST_WORKFLOW, request.status, decision.reason);
    // A lawyer it was drawn to before sees it, and is told why not; anyone else: 404.
    requestStepPolicy.authorize({ personId: actor.personId, lawyerId: lawyer.id }, 'picked', request, {
      drawnBefore: request.pickedLawyerId !== lawyer.id && (await wasDrawnTo(tx, requestId, lawyer.id)),
      refusal:
        refused ?? new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.notPickedLawyer' }),
    });
    if (refused) throw refused;
    const file = await savePdf(files, closeFile, {
      ownerPersonId: actor.personId,
      field: 'closeFile',
    });
    const { row } = await transition(tx, REQUEST_ENTITY, {
      id: requestId,
      event: 'CLOSE',
      actor,
      comment,
      set: { closeFileId: file.id, closeComment: comment },
      notifications: (r) => investigatorNotification(r, 'REQUEST_CLOSED'),
    });
    return row;
  });
}
