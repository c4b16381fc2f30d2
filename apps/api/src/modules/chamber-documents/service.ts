/**
 * Publishing, correcting and withdrawing a chamber document (policy.ts decides who manages which): one
 * transaction each, the PDF stored with it (transactionWithFiles: a refused change stores no file).
 */
import type { chamberDocumentFields } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { chamberDocuments } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { transactionWithFiles } from '../../storage';
import { recordCreation, transition } from '../../workflow/transition';
import { actorOf, stepBy, type LegalAidCaller, type PdfUpload, savePdf } from '../legal-aid';
import { chamberDocumentPolicy, publisher } from './policy';
import { visibleDocument } from './read';
import type { ModuleDeps } from '../../http/types';

type Fields = z.output<typeof chamberDocumentFields>;
type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'clock'>;

/** A document's date is a day that has come (Tashkent): a decision is not dated in the future. */
function checkDate(clock: Clock, day: string) {
  if (day > tashkentToday(clock.now()))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'chamber:error.futureDate',
      field: 'documentDate',
    });
}

/** getInfo/chamberDocumentCreate: the chamber publishes a document with its PDF for its own scope. */
export async function publishChamberDocument(
  deps: Deps,
  caller: LegalAidCaller,
  fields: Fields,
  upload: PdfUpload | null,
): Promise<number> {
  const scope = publisher(caller);
  if (!scope) throw new AppError('FORBIDDEN', { messageKey: 'chamber:error.notYourDocument' });
  checkDate(deps.clock, fields.documentDate);
  if (!upload)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fileRequired', field: 'file' });
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const file = await savePdf(files, upload, { ownerPersonId: caller.personId, field: 'file' });
    const now = deps.clock.now();
    const [row] = await tx
      .insert(chamberDocuments)
      .values({
        ...fields,
        regionId: scope.regionId,
        status: 'PUBLISHED',
        fileId: file.id,
        authorPersonId: caller.personId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: chamberDocuments.id });
    await recordCreation(tx, 'chamber-document', {
      id: row!.id,
      status: 'PUBLISHED',
      actor: actorOf(caller),
    });
    return row!.id;
  });
}

/** getInfo/chamberDocumentUpdate: corrects a published document of the caller's scope; a new PDF replaces the old. */
export async function correctChamberDocument(
  deps: Deps,
  caller: LegalAidCaller,
  id: number,
  fields: Fields,
  upload: PdfUpload | null,
) {
  checkDate(deps.clock, fields.documentDate);
  await transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const row = await visibleDocument(tx, caller, id, true);
    chamberDocumentPolicy.authorize(caller, 'edit', row);
    const file = upload
      ? await savePdf(files, upload, { ownerPersonId: caller.personId, field: 'file' })
      : null;
    await tx
      .update(chamberDocuments)
      .set({ ...fields, ...(file ? { fileId: file.id } : {}), updatedAt: deps.clock.now() })
      .where(eq(chamberDocuments.id, id));
  });
}

/** getInfo/chamberDocumentWithdraw: lawyers no longer see it; the reason stays on the record. */
export async function withdrawChamberDocument(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const row = await visibleDocument(tx, caller, id, true);
    chamberDocumentPolicy.authorize(caller, 'withdraw', row);
    await transition(tx, 'chamber-document', {
      ...stepBy(caller, id, 'WITHDRAW'),
      comment: reason,
      set: { withdrawReason: reason },
    });
  });
}
