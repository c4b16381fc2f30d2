/** Publishing a note and confirming one (policy.ts decides who sees which): one transaction each. */
import type { Database } from '../../db/client';
import { lawyers, noteConfirmations, notes } from '../../db/schema';
import { visibleById } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { notices, notify } from '../notifications';
import { noteAddressees, notePolicy, publishingRegion } from './policy';

const noteNotice = notices('chamber', 'note');

/** The chamber publishes a note; every addressed lawyer is notified in the same transaction. */
export async function createNote(
  db: Database,
  caller: LegalAidCaller,
  input: { title: string; text: string },
  at: Date,
) {
  const regionId = publishingRegion(caller);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notes)
      .values({ ...input, regionId, authorPersonId: caller.personId, createdAt: at })
      .returning();
    const readers = await tx.select({ personId: lawyers.personId }).from(lawyers).where(noteAddressees(row!));
    // a republic-wide note reaches thousands: written 1,000 a statement (PostgreSQL's parameter limit)
    for (let i = 0; i < readers.length; i += 1000)
      await notify(
        tx,
        noteNotice(
          readers.slice(i, i + 1000).map((r) => r.personId),
          'NOTE_PUBLISHED',
          row!.id,
          { title: row!.title },
        ),
      );
    return row!.id;
  });
}

/** The caller confirms having read a note they can see; a second confirmation changes nothing. */
export async function confirmNote(db: Database, caller: LegalAidCaller, id: number, at: Date) {
  await db.transaction(async (tx) => {
    const row = await visibleById(tx, notePolicy, caller, notes, id);
    notePolicy.authorize(caller, 'confirm', row);
    await tx
      .insert(noteConfirmations)
      .values({ noteId: id, personId: caller.personId, confirmedAt: at })
      .onConflictDoNothing();
  });
}
