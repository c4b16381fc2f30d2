/**
 * The legislation register: the ministry adds an entry, corrects it, takes it off the public page and
 * shows it again; each change in one transaction, written to the entry's history (who, when, what).
 * An entry is never deleted.
 */
import type { Language, LegislationKind, LegislationManageItem } from '@portal/contracts';
import type { legislationFields } from '@portal/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { legislation } from '../../db/schema';
import { legislationSearchText } from '../../db/schema/search-text';
import { containsSearch } from '../../db/search';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../errors/app-error';
import { textIn } from '../../http/localize-text';
import { lockById } from '../../kit/lock';
import { tableList } from '../../kit/table-list';
import { rowById } from '../../kit/visible';
import { adminActionsOn } from '../admin';
import type { AuthContext } from '../auth';
import { legislationPolicy } from './policy';

type Row = typeof legislation.$inferSelect;
export type LegislationValues = z.output<typeof legislationFields>;

function item(actor: AuthContext, row: Row, lang: Language): LegislationManageItem {
  return {
    id: row.id,
    kind: row.kind as LegislationKind,
    number: row.number,
    adoptedOn: row.adoptedOn,
    title: textIn(row, 'title', lang),
    titleLt: row.titleLt,
    titleUz: row.titleUz,
    titleRu: row.titleRu,
    titleEng: row.titleEng,
    url: row.url,
    active: row.active,
    can: legislationPolicy.can(actor, row),
  };
}

/** A change of the item in its history (who, when, what). */
const history = adminActionsOn('LEGISLATION');

const oneRow = (db: Executor, id: number): Promise<Row> => rowById(db, legislation, id, () => notFound('id'));

/** Legislation, the latest adopted first. */
const legislationList = tableList(legislation, [desc(legislation.adoptedOn), desc(legislation.id)]);

export function legislationRegister(db: Database) {
  return {
    async list(
      actor: AuthContext,
      lang: Language,
      query: { page: number; limit: number; search?: string; kind?: string; active?: 'true' | 'false' },
    ) {
      const parts: SQL[] = [];
      if (query.search) parts.push(containsSearch(legislationSearchText(legislation), query.search));
      if (query.kind) parts.push(eq(legislation.kind, query.kind));
      if (query.active) parts.push(eq(legislation.active, query.active === 'true'));
      return legislationList(db, and(...parts), query, (r) => item(actor, r, lang));
    },
    async one(actor: AuthContext, lang: Language, id: number) {
      return item(actor, await oneRow(db, id), lang);
    },
  };
}

/** A new entry, on the public page at once. Answers its id. */
export function addLegislation(db: Database, actor: AuthContext, values: LegislationValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(legislation)
      .values({ ...values, active: true })
      .returning({ id: legislation.id });
    await history(tx, actor, row!.id, 'LEGISLATION_ADDED');
    return row!.id;
  });
}

/** Corrects an entry's fields (whether it is shown stays as it is). */
export function correctLegislation(db: Database, actor: AuthContext, id: number, values: LegislationValues) {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, legislation, id);
    legislationPolicy.authorize(actor, 'edit', row);
    await tx.update(legislation).set(values).where(eq(legislation.id, id));
    const changed = (Object.keys(values) as (keyof LegislationValues)[]).filter((k) => row[k] !== values[k]);
    await history(tx, actor, id, 'LEGISLATION_CORRECTED', { changed });
  });
}

/** Takes an entry off the public page (`active` false) or shows it again (`active` true). */
export function showLegislation(db: Database, actor: AuthContext, id: number, active: boolean) {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, legislation, id);
    legislationPolicy.authorize(actor, active ? 'activate' : 'deactivate', row);
    await tx.update(legislation).set({ active }).where(eq(legislation.id, id));
    await history(tx, actor, id, active ? 'LEGISLATION_ACTIVATED' : 'LEGISLATION_DEACTIVATED');
  });
}
