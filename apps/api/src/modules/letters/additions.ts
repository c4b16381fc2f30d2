/**
 * Additional information on a letter (additional/…, additionalFiles): a titled note with an optional
 * file, written by either party of a letter they can read; only its author edits or deletes it.
 */
import type { CallBody, letterFileCalls } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, letterAdditions, letters, persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { fullNameOf } from '../../people/person-row';
import { transactionWithFiles } from '../../storage';
import type { LegalAidCaller } from '../legal-aid';
import { saveLetterFile } from './letter-files';
import { lockVisible } from '../../kit/lock';
import { additionPolicy, letterPolicy } from './policy';
import type { ModuleDeps } from '../../http/types';

type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

export async function additionsOf(db: Database, caller: LegalAidCaller, letterId: number) {
  const rows = await db
    .select({ a: letterAdditions, file: files, author: persons })
    .from(letterAdditions)
    .innerJoin(persons, eq(persons.id, letterAdditions.authorPersonId))
    .leftJoin(files, eq(files.id, letterAdditions.fileId))
    .where(eq(letterAdditions.letterId, letterId))
    .orderBy(asc(letterAdditions.id));
  return rows.map(({ a, file, author }) => ({
    id: a.id,
    letterId: a.letterId,
    title: a.title,
    note: a.note,
    file: file
      ? { id: file.id, name: file.originalName, size: file.size, contentType: file.contentType }
      : null,
    authorName: fullNameOf(author),
    createdAt: a.createdAt.toISOString(),
    can: additionPolicy.can(caller, a),
  }));
}

export async function createAddition(
  deps: Deps,
  caller: LegalAidCaller,
  input: CallBody<typeof letterFileCalls.additionCreate, 'server'>,
  upload: UploadedFile | null,
) {
  return transactionWithFiles(deps.db, deps.storage, async (tx, txFiles) => {
    const letter = await lockVisible(tx, letterPolicy, caller, letters, input.letterId);
    if (!letterPolicy.can(caller, letter).read)
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'letters:error.notAllowed' });
    const file = upload ? await saveLetterFile(txFiles, caller, upload) : null;
    const [row] = await tx
      .insert(letterAdditions)
      .values({ ...input, fileId: file?.id ?? null, authorPersonId: caller.personId })
      .returning();
    return row!;
  });
}

/** The caller's own addition on a letter they can still see, locked; 404 otherwise. */
async function ownAddition(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  caller: LegalAidCaller,
  id: number,
) {
  const row = await lockVisible(tx, additionPolicy, caller, letterAdditions, id);
  await lockVisible(tx, letterPolicy, caller, letters, row.letterId);
  return row;
}

export async function updateAddition(
  db: Database,
  caller: LegalAidCaller,
  input: CallBody<typeof letterFileCalls.additionUpdate, 'server'>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await ownAddition(tx, caller, input.id);
    await tx
      .update(letterAdditions)
      .set({ title: input.title, note: input.note, updatedAt: now })
      .where(eq(letterAdditions.id, row.id));
    return row;
  });
}

export async function deleteAddition(db: Database, caller: LegalAidCaller, id: number) {
  await db.transaction(async (tx) => {
    const row = await ownAddition(tx, caller, id);
    await tx.delete(letterAdditions).where(eq(letterAdditions.id, row.id));
  });
}

/** The file of an addition on a letter the caller can see. */
export async function additionFileRow(db: Database, caller: LegalAidCaller, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(letterAdditions).where(eq(letterAdditions.id, id));
    if (!row || !row.fileId) throw new AppError('NOT_FOUND');
    await lockVisible(tx, letterPolicy, caller, letters, row.letterId);
    const [file] = await tx.select().from(files).where(eq(files.id, row.fileId));
    return file;
  });
}
