/** Adding a training certificate (the lawyer, with its scan) and deciding it (the chamber): one transaction each. */
import type { trainingCertificateFields } from '@portal/contracts';
import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lawyers, trainingCertificates } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { type FileStorage, saveDocument, transactionWithFiles } from '../../storage';
import type { LegalAidCaller } from '../legal-aid';
import { reviews, trainingPolicy } from './policy';
import { insertId } from '../../db/rows';

type Fields = z.output<typeof trainingCertificateFields>;

export async function addTrainingCertificate(
  deps: { db: Database; storage: FileStorage },
  caller: LegalAidCaller,
  fields: Fields,
  scan: (UploadedFile & { maxBytes: number }) | null,
): Promise<number> {
  const lawyer = caller.lawyer;
  if (!lawyer) throw new AppError('FORBIDDEN', { messageKey: 'requests:error.notALawyer' });
  if (!scan)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fileRequired', field: 'file' });
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const file = await saveDocument(files, scan, caller.personId);
    return insertId(tx, trainingCertificates, {
      lawyerId: lawyer.id,
      courseName: fields.courseName,
      organizer: fields.organizer,
      startDate: fields.startDate,
      endDate: fields.endDate,
      hours: fields.hours,
      scanFileId: file.id,
    });
  });
}

/**
 * The chamber decides a waiting certificate of its scope (404 outside it; 409 when already decided):
 * confirms it, or refuses it with the reason.
 */
export async function decideTrainingCertificate(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  decision: { confirm: true } | { confirm: false; reason: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: trainingCertificates, regionId: lawyers.regionId })
      .from(trainingCertificates)
      .innerJoin(lawyers, eq(lawyers.id, trainingCertificates.lawyerId))
      .where(eq(trainingCertificates.id, id))
      .for('update', { of: trainingCertificates });
    const row = found && { ...found.row, regionId: found.regionId };
    if (!row || !reviews(caller, row)) throw new AppError('NOT_FOUND');
    trainingPolicy.authorize(caller, decision.confirm ? 'confirm' : 'refuse', row);
    await tx
      .update(trainingCertificates)
      .set(
        decision.confirm
          ? { confirmedAt: now, confirmedByPersonId: caller.personId }
          : { refusedAt: now, refuseReason: decision.reason, refusedByPersonId: caller.personId },
      )
      .where(
        and(
          eq(trainingCertificates.id, id),
          isNull(trainingCertificates.confirmedAt),
          isNull(trainingCertificates.refusedAt),
        ),
      );
  });
}
