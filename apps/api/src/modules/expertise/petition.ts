/**
 * Petitions: the assigned expert asks the lawyer for more materials (one open petition at a time; the
 * lawyer told), and the lawyer answers it with a text and files (the expert told). Each is a step of the
 * workflow that keeps the status, so the history shows it.
 */
import type { Language } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UploadedFile } from '../../http/multipart';
import { expertisePetitions, expertiseRequests } from '../../db/schema';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { inOneTransaction } from '../../kit/transaction';
import { lockVisible } from '../../kit/lock';
import { type FileStorage, transactionWithFiles } from '../../storage';
import { transition } from '../../workflow/transition';
import type { ExpertiseCaller } from './caller';
import { ownExpertisePolicy } from './policy';
import { saveExpertiseFiles } from './save';
import { bodyStep, expertiseNotice, stepActor, toLawyer } from './shared';

export const askPetition = inOneTransaction(
  async (tx, caller: ExpertiseCaller, id: number, question: string) => {
    const result = await bodyStep(tx, caller, id, 'ASK_PETITION', {
      comment: question,
      notifications: (row) => toLawyer(row, 'ASK_PETITION', { question }),
    });
    const open = await tx
      .select({ id: expertisePetitions.id })
      .from(expertisePetitions)
      .where(and(eq(expertisePetitions.requestId, id), isNull(expertisePetitions.answeredAt)));
    if (open.length > 0)
      throw new AppError('CONFLICT', { messageKey: 'expertise:error.openPetition', field: 'question' });
    await tx.insert(expertisePetitions).values({ requestId: id, question, askedByPersonId: caller.personId });
    return result;
  },
);

/** The lawyer answers the open petition of their request, with files (PDF, JPEG, PNG). */
export async function answerPetition(
  deps: { db: Database; storage: FileStorage },
  caller: ExpertiseCaller,
  input: { id: number; answer: string },
  uploads: readonly UploadedFile[],
  _lang: Language,
) {
  return transactionWithFiles(deps.db, deps.storage, async (tx, store) => {
    const row = await lockVisible(tx, ownExpertisePolicy, caller, expertiseRequests, input.id);
    ownExpertisePolicy.authorize(caller, 'answer', row);
    const [petition] = await tx
      .update(expertisePetitions)
      .set({ answer: input.answer, answeredAt: sql`now()`, answeredByPersonId: caller.personId })
      .where(and(eq(expertisePetitions.requestId, row.id), isNull(expertisePetitions.answeredAt)))
      .returning();
    if (!petition) throw new AppError('CONFLICT', { messageKey: 'expertise:error.noOpenPetition' });
    await saveExpertiseFiles(store, caller, row.id, uploads, 'PETITION_ANSWER', petition.id);
    await transition(tx, 'expertise', {
      id: row.id,
      event: 'ANSWER_PETITION',
      actor: stepActor(caller),
      comment: input.answer,
      notifications: (r) => expertiseNotice(r.expertPersonId, 'ANSWER_PETITION', r.id, { id: r.id }),
    });
  });
}
