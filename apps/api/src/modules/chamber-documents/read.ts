/** The chamber-document reads: the caller's list (page size 10, search, kind, dates) and one document. */
import type { ChamberDocumentItem, chamberDocumentListQuery, Language } from '@portal/contracts';
import { count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { chamberDocuments, files, regions } from '../../db/schema';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { chamberDocumentPolicy, publisher } from './policy';

type ListQuery = z.output<typeof chamberDocumentListQuery>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: ListQuery): (SQL | undefined)[] {
  const like = q.search ? `%${escapeLike(q.search)}%` : undefined;
  return [
    like ? or(ilike(chamberDocuments.title, like), ilike(chamberDocuments.number, like)) : undefined,
    q.kind ? eq(chamberDocuments.kind, q.kind) : undefined,
    q.dateFrom ? gte(chamberDocuments.documentDate, q.dateFrom) : undefined,
    q.dateTo ? lte(chamberDocuments.documentDate, q.dateTo) : undefined,
    q.status ? eq(chamberDocuments.status, q.status) : undefined,
  ];
}

/** The document the caller may see, or 404 (optionally locked for a change). */
export async function visibleDocument(db: Executor, caller: LegalAidCaller, id: number, lock = false) {
  return oneVisible(
    withinVisible(chamberDocumentPolicy.findVisible(caller), eq(chamberDocuments.id, id)),
    (where) => {
      const query = db.select().from(chamberDocuments).where(where);
      return lock ? query.for('update') : query;
    },
  );
}

export function chamberDocumentViews(db: Database) {
  const base = () =>
    db
      .select({ d: chamberDocuments, f: files, r: regions })
      .from(chamberDocuments)
      .innerJoin(files, eq(files.id, chamberDocuments.fileId))
      .leftJoin(regions, eq(regions.id, chamberDocuments.regionId));

  function item(
    caller: LegalAidCaller,
    lang: Language,
    {
      d,
      f,
      r,
    }: {
      d: typeof chamberDocuments.$inferSelect;
      f: typeof files.$inferSelect;
      r: typeof regions.$inferSelect | null;
    },
  ): ChamberDocumentItem {
    return {
      id: d.id,
      title: d.title,
      number: d.number,
      documentDate: d.documentDate,
      kind: d.kind as ChamberDocumentItem['kind'],
      status: d.status as ChamberDocumentItem['status'],
      regionName: r ? nameIn(r, lang) : null,
      fileName: f.originalName,
      fileSize: f.size,
      createdAt: d.createdAt.toISOString(),
      withdrawReason: d.withdrawReason,
      can: chamberDocumentPolicy.can(caller, d),
    };
  }

  return {
    async list(caller: LegalAidCaller, lang: Language, q: ListQuery) {
      const canPublish = publisher(caller) !== null;
      const where = withinVisible(chamberDocumentPolicy.findVisible(caller), ...filters(q));
      if (where === null) return { list: [], total: 0, canPublish };
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(chamberDocuments.documentDate), desc(chamberDocuments.id))
          .limit(q.limit)
          .offset(q.page * q.limit),
        db.select({ n: count() }).from(chamberDocuments).where(where),
      ]);
      return { list: rows.map((row) => item(caller, lang, row)), total: total!.n, canPublish };
    },
    async one(caller: LegalAidCaller, lang: Language, id: number) {
      await visibleDocument(db, caller, id);
      const [row] = await base().where(eq(chamberDocuments.id, id));
      return item(caller, lang, row!);
    },
    /** The stored PDF of a document the caller may see. */
    async file(caller: LegalAidCaller, id: number) {
      const doc = await visibleDocument(db, caller, id);
      const [file] = await db.select().from(files).where(eq(files.id, doc.fileId));
      return file;
    },
  };
}
