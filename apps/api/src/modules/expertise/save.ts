/**
 * expertise/create: a lawyer's new request on one of their orders, or their draft changed; sent at once
 * (NEW, the organization's staff told) unless it is kept as a draft (TEMPORARY). Checked before anything
 * is stored: the order is theirs and signed, the organization and research type exist, every action is
 * one of the research type's, and each file is a PDF, JPEG or PNG within the size limit. The actions'
 * prices are kept as they are now.
 */
import { EXPERTISE_FILE_MAX_BYTES, EXPERTISE_FILE_TYPES, type ExpertiseInput } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  expertiseActions,
  expertiseFiles,
  expertiseOrganizations,
  expertiseRequestActions,
  expertiseRequests,
  expertiseResearchTypes,
  orders,
} from '../../db/schema';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { withinVisible } from '../../http/policy';
import type { UploadedFile } from '../../http/multipart';
import { lockVisible } from '../../kit/lock';
import { nameIn } from '../../http/localize';
import { saveFile, transactionWithFiles, type FileStorage, type TransactionFiles } from '../../storage';
import { recordCreation } from '../../workflow/transition';
import type { ExpertiseCaller } from './caller';
import { ownExpertisePolicy, ownOrders } from './policy';
import { type ExpertiseRow, stepActor } from './shared';
import { sendDraft } from './send';
import type { Language } from '@portal/contracts';
import type { Clock } from '../../clock';

/** Stores the uploaded files of a request (materials, or a petition's answer) as the caller's. */
export async function saveExpertiseFiles(
  store: TransactionFiles,
  caller: ExpertiseCaller,
  requestId: number,
  uploads: readonly UploadedFile[],
  kind: 'MATERIAL' | 'PETITION_ANSWER',
  petitionId: number | null = null,
) {
  for (const upload of uploads) {
    const file = await saveFile(store, {
      content: upload.content,
      originalName: upload.filename,
      maxBytes: EXPERTISE_FILE_MAX_BYTES,
      allowedTypes: EXPERTISE_FILE_TYPES,
      ownerPersonId: caller.personId,
    });
    await store.tx.insert(expertiseFiles).values({ requestId, fileId: file.id, kind, petitionId });
  }
}

/** Why a reference the form names is refused, by the form's field. */
const UNKNOWN_CHOICE = {
  organizationId: 'expertise:error.organizationNotFound',
  researchTypeId: 'expertise:error.researchTypeNotFound',
} as const;

/** The active row `id` of a reference table the form names in `field`, or a 400 naming the field. */
async function activeChoice<T extends PgTable & { id: AnyPgColumn; active: AnyPgColumn }>(
  tx: Transaction,
  table: T,
  id: number,
  field: keyof typeof UNKNOWN_CHOICE,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.active, true)));
  if (!row) throw new AppError('VALIDATION_FAILED', { messageKey: UNKNOWN_CHOICE[field], field });
  return row as T['$inferSelect'];
}

/** The order, organization, research type and actions of the form, checked; the actions with their prices. */
async function checkChoices(tx: Transaction, caller: ExpertiseCaller, input: ExpertiseInput, lang: Language) {
  const scope = withinVisible(ownOrders(caller), eq(orders.id, input.orderId));
  const [order] = scope === null ? [] : await tx.select().from(orders).where(scope);
  if (!order)
    throw new AppError('NOT_FOUND', { messageKey: 'expertise:error.orderNotFound', field: 'orderId' });
  if (order.status !== 'CREATED')
    throw new AppError('BUSINESS_RULE', { messageKey: 'expertise:error.orderNotSigned', field: 'orderId' });
  await activeChoice(tx, expertiseOrganizations, input.organizationId, 'organizationId');
  const researchType = await activeChoice(tx, expertiseResearchTypes, input.researchTypeId, 'researchTypeId');
  const ids = [...new Set(input.actionIds)];
  const actions = await tx.select().from(expertiseActions).where(inArray(expertiseActions.id, ids));
  for (const id of ids) {
    const action = actions.find((a) => a.id === id);
    if (!action || action.researchTypeId !== researchType.id || !action.active)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'expertise:error.actionNotOfResearchType',
        params: { action: action ? nameIn(action, lang) : String(id) },
        field: 'actionIds',
      });
  }
  return { order, actions };
}

/** Writes the request's actions again, each with its price now. */
async function writeActions(
  tx: Transaction,
  requestId: number,
  actions: { id: number; priceTiyin: number }[],
) {
  await tx.delete(expertiseRequestActions).where(eq(expertiseRequestActions.requestId, requestId));
  await tx
    .insert(expertiseRequestActions)
    .values(actions.map((a) => ({ requestId, actionId: a.id, priceTiyin: a.priceTiyin })));
}

/** Creates the request (or changes the draft `input.id`) and sends it when asked; answers its id. */
export async function saveExpertise(
  deps: { db: Parameters<typeof transactionWithFiles>[0]; storage: FileStorage; clock: Clock },
  caller: ExpertiseCaller,
  input: ExpertiseInput,
  uploads: readonly UploadedFile[],
  lang: Language,
): Promise<number> {
  return transactionWithFiles(deps.db, deps.storage, async (tx, store) => {
    const { order, actions } = await checkChoices(tx, caller, input, lang);
    const values = {
      orderId: order.id,
      organizationId: input.organizationId,
      researchTypeId: input.researchTypeId,
      kind: input.kind,
      caseKind: input.caseKind,
      questions: input.questions,
      requestedBy: input.requestedBy,
      amountTiyin: actions.reduce((sum, a) => sum + a.priceTiyin, 0),
    };
    let row: ExpertiseRow;
    if (input.id !== undefined) {
      const draft = await lockVisible(tx, ownExpertisePolicy, caller, expertiseRequests, input.id);
      ownExpertisePolicy.authorize(caller, 'update', draft);
      [row] = (await tx
        .update(expertiseRequests)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(expertiseRequests.id, draft.id))
        .returning()) as [ExpertiseRow];
    } else {
      [row] = (await tx
        .insert(expertiseRequests)
        .values({
          ...values,
          lawyerId: caller.lawyer!.id,
          authorPersonId: caller.personId,
          status: 'TEMPORARY',
        })
        .returning()) as [ExpertiseRow];
      await recordCreation(tx, 'expertise', { id: row.id, status: 'TEMPORARY', actor: stepActor(caller) });
    }
    await writeActions(tx, row.id, actions);
    await saveExpertiseFiles(store, caller, row.id, uploads, 'MATERIAL');
    if (input.send) await sendDraft(tx, caller, row.id, deps.clock.now());
    return row.id;
  });
}
