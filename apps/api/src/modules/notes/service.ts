/** Publishing a note and confirming one (policy.ts decides who sees which). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { noteConfirmations, notes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { withinVisible } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';
import { notePolicy, publishingRegion } from './policy';

export async function createNote(
  db: Database,
  caller: LegalAidCaller,
  input: { title: string; text: string },
) {
  const [row] = await db
    .insert(notes)
    .values({ ...input, regionId: publishingRegion(caller), authorPersonId: caller.personId })
    .returning();
  return row!.id;
}

/** The caller confirms having read a note they can see; a second confirmation changes nothing. */
export async function confirmNote(db: Database, caller: LegalAidCaller, id: number, at: Date) {
  await db.transaction(async (tx) => {
    const where = withinVisible(notePolicy.findVisible(caller), eq(notes.id, id));
    const [row] = where === null ? [] : await tx.select().from(notes).where(and(where));
    if (!row) throw new AppError('NOT_FOUND');
    notePolicy.authorize(caller, 'confirm', row);
    await tx
      .insert(noteConfirmations)
      .values({ noteId: id, personId: caller.personId, confirmedAt: at })
      .onConflictDoNothing();
  });
}
