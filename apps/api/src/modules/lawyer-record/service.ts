/**
 * The changes of a lawyer's record, each in one transaction (files written last, before COMMIT): the
 * lawyer's contacts and documents, achievements, fields of practice and legal-service information; a
 * chamber's rating mark (docs/domain.md "Rating marks").
 */
import type {
  achievementFields,
  lawyerBallBody,
  lawyerContactFields,
  legalServiceBody,
  mainTypeBody,
} from '@portal/contracts';
import { formatDate, tashkentToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import {
  lawyerAwards,
  lawyerDocuments,
  lawyerLanguages,
  lawyerMarks,
  lawyerPracticeFields,
  lawyers,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { saveDocument, transactionWithFiles } from '../../storage';
import type { LegalAidCaller } from '../legal-aid';
import { lawyerRecordPolicy, ownLawyer } from './policy';
import { insertId } from '../../db/rows';
import type { ModuleDeps } from '../../http/types';

type Upload = (UploadedFile & { maxBytes: number }) | null;
type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

/** updateNew: e-mail, phone and own address as given (empty clears); a file adds a document titled `resultList`. */
export async function updateContacts(
  deps: Deps,
  caller: LegalAidCaller,
  fields: z.output<typeof lawyerContactFields>,
  document: Upload,
  now: Date,
) {
  const lawyer = ownLawyer(caller);
  if (document && !fields.resultList)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'errors:validation.fieldMandatory',
      field: 'resultList',
    });
  await transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const contacts = {
      contactEmail: fields.email,
      contactPhone: fields.phone,
      ownAddress: fields.ownAddress,
    };
    const [current] = await tx
      .select({
        contactEmail: lawyers.contactEmail,
        contactPhone: lawyers.contactPhone,
        ownAddress: lawyers.ownAddress,
      })
      .from(lawyers)
      .where(eq(lawyers.id, lawyer.id))
      .for('update');
    // Saving what is already stored changes nothing (not even the record's update time).
    const unchanged =
      current &&
      (Object.keys(contacts) as (keyof typeof contacts)[]).every(
        (key) => (current[key] ?? null) === (contacts[key] ?? null),
      );
    if (!unchanged)
      await tx
        .update(lawyers)
        .set({ ...contacts, updatedAt: now })
        .where(eq(lawyers.id, lawyer.id));
    if (!document) return;
    const file = await saveDocument(files, document, caller.personId);
    await tx
      .insert(lawyerDocuments)
      .values({ lawyerId: lawyer.id, title: fields.resultList!, fileId: file.id, createdAt: now });
  });
}

/** lawyerAchievementCreate: an achievement dated today or earlier, with an optional scan. */
export async function addAchievement(
  deps: Deps,
  caller: LegalAidCaller,
  fields: z.output<typeof achievementFields>,
  scan: Upload,
  now: Date,
): Promise<number> {
  const lawyer = ownLawyer(caller);
  const today = tashkentToday(now);
  if (fields.date > today)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'errors:validation.dateInFuture',
      params: { limit: formatDate(today) },
      field: 'date',
    });
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const file = scan && (await saveDocument(files, scan, caller.personId));
    return insertId(tx, lawyerAwards, {
      lawyerId: lawyer.id,
      name: fields.title,
      awardedBy: fields.issuer,
      awardedOn: fields.date,
      scanFileId: file?.id ?? null,
    });
  });
}

/** lawyerMainTypeCreate: the caller's fields of practice become exactly those given. */
export async function setMainTypes(
  db: Database,
  caller: LegalAidCaller,
  body: z.output<typeof mainTypeBody>,
) {
  const lawyer = ownLawyer(caller);
  await db.transaction((tx) =>
    replaceLawyerLinks(
      tx,
      lawyerPracticeFields,
      lawyer.id,
      body.mainTypeIds.map((practiceFieldId) => ({ lawyerId: lawyer.id, practiceFieldId })),
    ),
  );
}

/** Makes a lawyer's rows of a link table (fields of practice, languages of work) exactly `rows`. */
async function replaceLawyerLinks<T extends typeof lawyerPracticeFields | typeof lawyerLanguages>(
  tx: Transaction,
  table: T,
  lawyerId: number,
  rows: PgInsertValue<T>[],
) {
  await tx.delete(table).where(eq(table.lawyerId, lawyerId));
  await tx.insert(table).values(rows);
}

/** legalServiceUpdate: languages of work (the draw reads them too), office address, reception hours. */
export async function updateLegalService(
  db: Database,
  caller: LegalAidCaller,
  body: z.output<typeof legalServiceBody>,
  now: Date,
) {
  const lawyer = ownLawyer(caller);
  await db.transaction(async (tx) => {
    await tx
      .update(lawyers)
      .set({ officeAddress: body.officeAddress, receptionHours: body.receptionHours, updatedAt: now })
      .where(eq(lawyers.id, lawyer.id));
    await replaceLawyerLinks(
      tx,
      lawyerLanguages,
      lawyer.id,
      body.languageIds.map((languageId) => ({ lawyerId: lawyer.id, languageId })),
    );
  });
}

/** lawyerBallCreate: the chamber of the lawyer's region or the republic chamber marks the lawyer. */
export async function giveMark(
  db: Database,
  caller: LegalAidCaller,
  lawyer: { id: number; regionId: number },
  body: z.output<typeof lawyerBallBody>,
  now: Date,
): Promise<number> {
  lawyerRecordPolicy.authorize(caller, 'mark', lawyer);
  return insertId(db, lawyerMarks, {
    lawyerId: lawyer.id,
    mark: body.ball,
    reason: body.reason,
    givenByPersonId: caller.personId,
    givenByRole: caller.role,
    createdAt: now,
  });
}
