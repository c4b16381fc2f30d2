/** The note reads: the caller's notes (page size 10), and who confirmed one. */
import type { Language, NoteItem } from '@portal/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { noteConfirmations, notes, persons, regions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { fullNameOf } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { notePolicy } from './policy';

export function noteViews(db: Database) {
  async function item(
    caller: LegalAidCaller,
    lang: Language,
    row: typeof notes.$inferSelect,
  ): Promise<NoteItem> {
    const can = notePolicy.can(caller, row);
    const [[mine], [total], [region]] = await Promise.all([
      db
        .select()
        .from(noteConfirmations)
        .where(and(eq(noteConfirmations.noteId, row.id), eq(noteConfirmations.personId, caller.personId))),
      db.select({ n: count() }).from(noteConfirmations).where(eq(noteConfirmations.noteId, row.id)),
      row.regionId === null
        ? Promise.resolve([])
        : db.select().from(regions).where(eq(regions.id, row.regionId)),
    ]);
    return {
      id: row.id,
      title: row.title,
      text: row.text,
      regionName: region ? nameIn(region, lang) : null,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: mine ? mine.confirmedAt.toISOString() : null,
      confirmations: can.seeConfirmations ? total!.n : null,
      can,
    };
  }

  async function visible(caller: LegalAidCaller, id: number) {
    const where = withinVisible(notePolicy.findVisible(caller), eq(notes.id, id));
    const [row] = where === null ? [] : await db.select().from(notes).where(where);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(caller: LegalAidCaller, lang: Language, query: { page: number; limit: number }) {
      const where = withinVisible(notePolicy.findVisible(caller));
      if (where === null) return { list: [], total: 0 };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notes)
          .where(where)
          .orderBy(desc(notes.id))
          .limit(query.limit)
          .offset(query.page * query.limit),
        db.select({ n: count() }).from(notes).where(where),
      ]);
      return { list: await Promise.all(rows.map((r) => item(caller, lang, r))), total: total!.n };
    },
    async one(caller: LegalAidCaller, lang: Language, id: number) {
      return item(caller, lang, await visible(caller, id));
    },
    async confirmations(caller: LegalAidCaller, id: number) {
      const row = await visible(caller, id);
      if (!notePolicy.can(caller, row).seeConfirmations) throw new AppError('NOT_FOUND');
      const rows = await db
        .select({ c: noteConfirmations, p: persons })
        .from(noteConfirmations)
        .innerJoin(persons, eq(persons.id, noteConfirmations.personId))
        .where(eq(noteConfirmations.noteId, id))
        .orderBy(noteConfirmations.confirmedAt);
      return {
        list: rows.map(({ c, p }) => ({ fullName: fullNameOf(p), confirmedAt: c.confirmedAt.toISOString() })),
      };
    },
  };
}
