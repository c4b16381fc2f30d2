/**
 * orderCreate (paper): the author registers a paper DRAFT with the booklet's number and the scan (a PDF,
 * judged by its bytes): DRAFT -> CREATED with its number, registered for its public check. With no
 * `orderId`, a new paper draft is made from `fields` first, in the same transaction (so a refusal leaves
 * no draft behind).
 */
import { AppError } from '../../errors/app-error';
import type { ModuleDeps } from '../../http/types';
import { transactionWithFiles } from '../../storage';
import { type PdfUpload, savePdf } from '../legal-aid';
import { assertMayCreate } from './create-check';
import { insertDraft } from './create-draft';
import { draftColumns, type OrderDraftChanges } from './draft-fields';
import { assertComplete, assertSignable, issueOrder } from './issue';
import { type OrderActor, type OrderRow } from './shared';
import { orderStepPolicy } from './policy';
import { lockVisible } from '../../kit/lock';
import { orders } from '../../db/schema';
import { applyDraftChanges } from './update-draft';

export async function registerPaperOrder(
  { db, storage, clock }: Pick<ModuleDeps, 'db' | 'storage' | 'clock'>,
  actor: OrderActor,
  input: {
    orderId?: number | undefined;
    fields: OrderDraftChanges;
    orderRegNumber: string;
    scan: PdfUpload | null;
  },
): Promise<OrderRow> {
  if (!input.scan)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fileRequired', field: 'file' });
  const scan = input.scan;
  const now = clock.now();
  return transactionWithFiles(db, storage, async (tx, files) => {
    const lawyer = await assertMayCreate(tx, actor);
    let orderId = input.orderId;
    if (orderId === undefined) {
      orderId = (await insertDraft(tx, actor, lawyer, { ...input.fields, type: 'PAPER' })).id;
    } else if (Object.keys(draftColumns(input.fields)).length > 0) {
      await applyDraftChanges(tx, actor, orderId, input.fields, now);
    }
    const order = await lockVisible(tx, orderStepPolicy, actor, orders, orderId);
    assertSignable(order, 'PAPER');
    const file = await savePdf(files, scan, { ownerPersonId: actor.personId, field: 'file' });
    const withScan = { ...order, orderRegNumber: input.orderRegNumber.trim(), fileId: file.id };
    if (order.status === 'DRAFT') assertComplete(withScan);
    const registered = { orderRegNumber: withScan.orderRegNumber, fileId: file.id };
    return issueOrder(tx, actor, order, 'REGISTER_PAPER', registered, now);
  });
}
