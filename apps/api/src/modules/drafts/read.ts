/**
 * The caller's drafts across the sections (packages/contracts `draftList`), the last changed first: each
 * read from its own table under `draftScopes`, named as its section names it, in the caller's language.
 */
import { DRAFT_KINDS, type DraftItem, type DraftKind, type Language } from '@portal/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  expertiseRequests,
  expertiseResearchTypes,
  halfYearReports,
  lawyerRequests,
  letters,
  orders,
} from '../../db/schema';
import { readTogether, type Executor } from '../../db/transaction';
import { nameIn } from '../../http/localize';
import { translate } from '../../i18n/translate';
import { fullNameOf } from '../../people/person-row';
import type { LegalAidCaller } from '../legal-aid';
import { draftScopes, mayDelete } from './policy';

/** At most this many drafts of one section are listed (the newest). */
const PER_SECTION = 200;

type Base = Pick<DraftItem, 'id' | 'title'> & Partial<Omit<DraftItem, 'updatedAt'>> & { updatedAt: Date };

const item = (kind: DraftKind, b: Base): DraftItem => ({
  kind,
  id: b.id,
  title: b.title,
  orderType: b.orderType ?? null,
  orderId: b.orderId ?? null,
  requestKind: b.requestKind ?? null,
  updatedAt: b.updatedAt.toISOString(),
  can: b.can ?? { delete: false },
});

/** What a section's drafts are named with: the caller, their language and the name of an untitled one. */
interface NameContext {
  caller: LegalAidCaller;
  lang: Language;
  untitled: string;
}

/** A section's newest drafts first, at most PER_SECTION of them. */
const newest = <Q extends PgSelect>(query: Q, updatedAt: AnyPgColumn) =>
  query.orderBy(desc(updatedAt)).limit(PER_SECTION);

/** Each section's drafts within the caller's scope of them, as list items. */
const DRAFT_READERS: Record<DraftKind, (db: Executor, scope: SQL, ctx: NameContext) => Promise<DraftItem[]>> =
  {
    order: async (db, scope, { caller, untitled }) =>
      (await newest(db.select().from(orders).where(scope).$dynamic(), orders.updatedAt)).map((o) =>
        item('order', {
          id: o.id,
          title:
            (o.personLastName
              ? fullNameOf({
                  lastName: o.personLastName,
                  firstName: o.personFirstName ?? '',
                  parentName: o.personParentName,
                })
              : o.contragentName) ??
            o.caseNumber ??
            untitled,
          orderType: o.type,
          updatedAt: o.updatedAt,
          can: { delete: mayDelete.order(caller, o) },
        }),
      ),
    letter: async (db, scope, { caller }) =>
      (await newest(db.select().from(letters).where(scope).$dynamic(), letters.updatedAt)).map((l) =>
        item('letter', {
          id: l.id,
          title: `${l.subject} → ${l.recipientName}`,
          updatedAt: l.updatedAt,
          can: { delete: mayDelete.letter(caller, l) },
        }),
      ),
    halfYearReport: async (db, scope, { lang }) =>
      (
        await newest(db.select().from(halfYearReports).where(scope).$dynamic(), halfYearReports.updatedAt)
      ).map((r) =>
        item('halfYearReport', {
          id: r.id,
          title: translate(lang, 'reports:periodLabel', { year: r.year, half: r.half }),
          updatedAt: r.updatedAt,
        }),
      ),
    lawyerRequest: async (db, scope, { lang }) =>
      (await newest(db.select().from(lawyerRequests).where(scope).$dynamic(), lawyerRequests.updatedAt)).map(
        (r) =>
          item('lawyerRequest', {
            id: r.id,
            title: translate(lang, `request-screens:kind.${r.kind}`),
            requestKind: r.kind,
            updatedAt: r.updatedAt,
          }),
      ),
    expertise: async (db, scope, { lang }) =>
      (
        await newest(
          db
            .select({ request: expertiseRequests, research: expertiseResearchTypes })
            .from(expertiseRequests)
            .innerJoin(
              expertiseResearchTypes,
              eq(expertiseResearchTypes.id, expertiseRequests.researchTypeId),
            )
            .where(scope)
            .$dynamic(),
          expertiseRequests.updatedAt,
        )
      ).map(({ request, research }) =>
        item('expertise', {
          id: request.id,
          title: nameIn(research, lang),
          orderId: request.orderId,
          updatedAt: request.updatedAt,
        }),
      ),
  };

export async function draftList(
  db: Executor,
  caller: LegalAidCaller,
  lang: Language,
  query: { kind?: DraftKind | undefined; page: number; limit: number },
): Promise<{ list: DraftItem[]; total: number }> {
  const scopes = draftScopes(caller);
  const ctx = { caller, lang, untitled: translate(lang, 'drafts:untitled') };
  const parts = await readTogether(
    db,
    DRAFT_KINDS.filter((k) => query.kind === undefined || query.kind === k).map((k) => () => {
      const scope = scopes[k];
      return scope === null ? [] : DRAFT_READERS[k](db, scope, ctx);
    }),
  );
  const all = parts.flat().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const from = query.page * query.limit;
  return { list: all.slice(from, from + query.limit), total: all.length };
}
