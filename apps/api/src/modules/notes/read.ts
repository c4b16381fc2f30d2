/** The note reads: the caller's notes (page size 10), and who of the addressed lawyers confirmed one. */
import type { Language, NoteItem, noteConfirmationsQuery, notesListQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, notExists, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { lawyers, noteConfirmations, notes, regions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { visibleById } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { noteAddressees, notePolicy, ownConfirmations } from './policy';

type ListQuery = z.output<typeof notesListQuery>;
type WhoQuery = z.output<typeof noteConfirmationsQuery>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function noteViews(db: Database) {
  const countOf = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(lawyers).where(where))[0]!.n;

  async function item(
    caller: LegalAidCaller,
    lang: Language,
    row: typeof notes.$inferSelect,
  ): Promise<NoteItem> {
    const can = notePolicy.can(caller, row);
    const [[mine], [total], [region], addressees] = await Promise.all([
      db
        .select()
        .from(noteConfirmations)
        .where(and(eq(noteConfirmations.noteId, row.id), ownConfirmations(caller))),
      db.select({ n: count() }).from(noteConfirmations).where(eq(noteConfirmations.noteId, row.id)),
      row.regionId === null
        ? Promise.resolve([])
        : db.select().from(regions).where(eq(regions.id, row.regionId)),
      can.seeConfirmations ? countOf(noteAddressees(row)) : Promise.resolve(null),
    ]);
    return {
      id: row.id,
      title: row.title,
      text: row.text,
      regionName: region ? nameIn(region, lang) : null,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: mine ? mine.confirmedAt.toISOString() : null,
      confirmations: can.seeConfirmations ? total!.n : null,
      addressees,
      can,
    };
  }

  const visible = (caller: LegalAidCaller, id: number) => visibleById(db, notePolicy, caller, notes, id);

  /** Notes the caller has not confirmed (over `notes`). */
  const unconfirmedBy = (personId: number) =>
    notExists(
      db
        .select({ one: noteConfirmations.noteId })
        .from(noteConfirmations)
        .where(and(eq(noteConfirmations.noteId, notes.id), eq(noteConfirmations.personId, personId))),
    );

  return {
    async list(caller: LegalAidCaller, lang: Language, query: ListQuery) {
      const scope = withinVisible(notePolicy.findVisible(caller));
      if (scope === null) return { list: [], total: 0, unconfirmed: 0 };
      const reader = caller.lawyer !== null && !caller.grants.has('note.manage');
      const open = and(scope, unconfirmedBy(caller.personId));
      const where = query.unconfirmedOnly === 'true' ? open : scope;
      const [rows, [total], [unconfirmed]] = await Promise.all([
        db
          .select()
          .from(notes)
          .where(where)
          .orderBy(desc(notes.id))
          .limit(query.limit)
          .offset(query.page * query.limit),
        db.select({ n: count() }).from(notes).where(where),
        reader ? db.select({ n: count() }).from(notes).where(open) : Promise.resolve([{ n: 0 }]),
      ]);
      return {
        list: await Promise.all(rows.map((r) => item(caller, lang, r))),
        total: total!.n,
        unconfirmed: unconfirmed!.n,
      };
    },
    async one(caller: LegalAidCaller, lang: Language, id: number) {
      return item(caller, lang, await visible(caller, id));
    },
    /** The addressed lawyers of a note the caller published (or oversees), confirmed or not, with the counts. */
    async confirmations(caller: LegalAidCaller, lang: Language, id: number, q: WhoQuery) {
      const row = await visible(caller, id);
      if (!notePolicy.can(caller, row).seeConfirmations) throw new AppError('NOT_FOUND');
      const joined = and(eq(noteConfirmations.noteId, id), eq(noteConfirmations.personId, lawyers.personId));
      const addressed = noteAddressees(row);
      const search = q.search ? ilike(lawyers.fullName, `%${escapeLike(q.search)}%`) : undefined;
      const state =
        q.state === 'CONFIRMED'
          ? isNotNull(noteConfirmations.noteId)
          : q.state === 'PENDING'
            ? isNull(noteConfirmations.noteId)
            : undefined;
      const counted = (extra: SQL | undefined) =>
        db
          .select({ n: count() })
          .from(lawyers)
          .leftJoin(noteConfirmations, joined)
          .where(and(addressed, extra));
      const [rows, [total], [confirmed], [pending], note] = await Promise.all([
        db
          .select({ l: lawyers, c: noteConfirmations, r: regions })
          .from(lawyers)
          .innerJoin(regions, eq(regions.id, lawyers.regionId))
          .leftJoin(noteConfirmations, joined)
          .where(and(addressed, state, search))
          .orderBy(asc(lawyers.fullName), asc(lawyers.id))
          .limit(q.limit)
          .offset(q.page * q.limit),
        counted(and(state, search)),
        counted(isNotNull(noteConfirmations.noteId)),
        counted(isNull(noteConfirmations.noteId)),
        item(caller, lang, row),
      ]);
      return {
        list: rows.map(({ l, c, r }) => ({
          lawyerId: l.id,
          fullName: l.fullName ?? '',
          regionName: nameIn(r, lang),
          confirmedAt: c ? c.confirmedAt.toISOString() : null,
        })),
        total: total!.n,
        confirmed: confirmed!.n,
        pending: pending!.n,
        note,
      };
    },
  };
}
