/**
 * Reading appeals for the screens: the lists (own, the inbox of the caller's regions, the ones the caller
 * took), the whole appeal with its history and the reads by others, the field list. What each caller may
 * read is the policy's (policy.ts): a list starts from its scope, a record is shaped by `appealAccess`.
 * The lists are a read model (kit/read-model.ts): the page's ids first, from the narrowest index of the
 * list's filter and order (a region's inbox from `appeal_inbox`), then the names of those appeals alone.
 */
import type { AppealDto, AppealListItem, AppealListQuery, Language } from '@portal/contracts';
import { and, asc, desc, eq, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  appealInbox,
  appealRegions,
  appeals,
  applicationFields,
  files,
  lawyers,
  persons,
  queryLog,
  regions,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { namedIn, nameIn, type NameColumns } from '../../http/localize';
import { type Visible, withinVisible } from '../../http/policy';
import { type Parts, readModel } from '../../kit/read-model';
import { oneVisible, rowById } from '../../kit/visible';
import { fullNameOf as fullName } from '../../people/person-row';
import { historyItems, storedFile } from '../legal-aid';
import type { AppealCaller } from './caller';
import {
  acceptedAppeals,
  type AppealAccess,
  appealAccess,
  appealPolicy,
  type AppealRow,
  inboxParts,
  ownAppeals,
  workflowOf,
} from './policy';

/** What the query log calls a read of someone's appeal by another person. */
export const APPEAL_READ = 'APPEAL_READ';

const author = alias(persons, 'author');
const lawyerPerson = alias(persons, 'lawyer_person');

/** The appeal's regions (id and names), in SOATO order, as one value of its row. */
const regionsOfAppeal = sql<(NameColumns & { id: number })[]>`(select coalesce(json_agg(json_build_object(
  'id', ${regions.id}, 'nameLt', ${regions.nameLt}, 'nameUz', ${regions.nameUz}, 'nameRu', ${regions.nameRu},
  'nameEng', ${regions.nameEng}) order by ${regions.id}), '[]') from ${appealRegions}
  join ${regions} on ${regions.id} = ${appealRegions.regionId} where ${appealRegions.appealId} = ${appeals.id})`;

function baseQuery(db: Database) {
  return db
    .select({
      a: appeals,
      field: applicationFields,
      author,
      lawyerPerson,
      authorPinfl: author.pinfl,
      regions: regionsOfAppeal,
    })
    .from(appeals)
    .innerJoin(applicationFields, eq(applicationFields.id, appeals.fieldId))
    .innerJoin(author, eq(author.id, appeals.authorPersonId))
    .leftJoin(lawyers, eq(lawyers.id, appeals.lawyerId))
    .leftJoin(lawyerPerson, eq(lawyerPerson.id, lawyers.personId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Who reads the appeals, in which language. */
interface AppealReadContext {
  caller: AppealCaller;
  lang: Language;
}

function toItem(row: Row, { caller, lang }: AppealReadContext): AppealListItem & { access: AppealAccess } {
  const a = row.a;
  const regionIds = row.regions.map((r) => r.id);
  const access = appealAccess(caller, a, regionIds);
  const full = access === 'full';
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    field: namedIn(row.field, lang),
    regions: row.regions.map((r) => namedIn(r, lang)),
    brief: full ? a.brief : null,
    authorName: full ? fullName(row.author) : null,
    lawyerName: full && row.lawyerPerson ? fullName(row.lawyerPerson) : null,
    taken: a.lawyerId !== null && a.lawyerId !== caller.lawyer?.id,
    createdAt: a.createdAt.toISOString(),
    can: appealPolicy.can(caller, a, regionIds),
    access,
  };
}

/** The reads of a person's appeal by others (the query log), oldest first. */
async function readsOf(db: Database, a: AppealRow, authorPinfl: string) {
  const reader = alias(persons, 'reader');
  const rows = await db
    .select({ at: queryLog.at, details: queryLog.details, reader })
    .from(queryLog)
    .leftJoin(reader, eq(reader.id, queryLog.actorPersonId))
    .where(
      and(
        eq(queryLog.action, APPEAL_READ),
        eq(queryLog.subjectPinfl, authorPinfl),
        sql`${queryLog.details}->>'appealId' = ${String(a.id)}`,
      ),
    )
    .orderBy(asc(queryLog.id));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actorName: r.reader ? fullName(r.reader) : null,
    actorRole: typeof r.details?.role === 'string' ? r.details.role : null,
  }));
}

/** The appeal lists, newest first, and the whole appeal as its page shows it. */
const appealRead = readModel({
  table: appeals,
  base: baseQuery,
  order: [desc(appeals.id)],
  item: toItem,
  /** Content, file, result and history only with full access; the reads by others to the author. */
  view: async (db, row, item, { caller }: AppealReadContext): Promise<AppealDto> => {
    const { access, ...listItem } = item;
    const a = row.a;
    const full = access === 'full';
    const showsReads = a.authorPersonId === caller.personId || caller.grants.has('appeal.viewAll');
    return {
      ...listItem,
      content: full ? a.content : null,
      wordCount: full ? a.wordCount : null,
      file: full ? await storedFile(db, a.fileId) : null,
      result: full ? a.result : null,
      demand: full ? a.demand : null,
      acceptedAt: a.acceptedAt?.toISOString() ?? null,
      completedAt: a.completedAt?.toISOString() ?? null,
      cancelReason: full ? a.cancelReason : null,
      rejectReason: a.rejectReason,
      registerCheck: full
        ? {
            disabilityGroup: a.disabilityGroup,
            disabilityValidUntil: a.disabilityValidUntil,
            socialProgramme: a.socialProgramme,
            socialSince: a.socialSince,
          }
        : null,
      history: full ? await historyItems(db, workflowOf(a.kind).name, a.id) : [],
      reads: showsReads ? await readsOf(db, a, row.authorPinfl) : [],
    };
  },
});

/**
 * The list filters on an appeal's columns: the appeal's own, or their copies in a region's inbox
 * (`appeal_inbox`).
 */
function filters(
  query: Partial<AppealListQuery>,
  on: { kind: AnyPgColumn; status: AnyPgColumn; fieldId: AnyPgColumn; taken: SQL },
): SQL | undefined {
  return and(
    query.kind ? eq(on.kind, query.kind) : undefined,
    query.status ? eq(on.status, query.status) : undefined,
    query.fieldId ? eq(on.fieldId, query.fieldId) : undefined,
    query.taken === 'true' ? on.taken : undefined,
    query.taken === 'false' ? not(on.taken) : undefined,
  );
}

/** A list of the appeal's own rows under `scope`, with the filters (the region: one of the appeal's). */
function appealsWhere(scope: Visible, query: Partial<AppealListQuery>): Visible {
  return withinVisible(
    scope,
    filters(query, { ...appeals, taken: isNotNull(appeals.lawyerId) }),
    query.regionId
      ? sql`exists (select 1 from ${appealRegions} where ${appealRegions.appealId} = ${appeals.id} and ${appealRegions.regionId} = ${query.regionId})`
      : undefined,
  );
}

/** A region's inbox: its page's ids come from `appeal_inbox`, newest first. */
const inboxRows = { table: appealInbox, id: appealInbox.appealId, order: [desc(appealInbox.appealId)] };

/** The inbox under its filters: region by region, or every appeal's own rows (`inboxParts`). */
function inboxWhere(caller: AppealCaller, query: AppealListQuery): Visible | Parts {
  const parts = inboxParts(caller, query.regionId);
  if (parts === undefined) return appealsWhere(undefined, query);
  if (parts === null) return null;
  const filtered = filters(query, { ...appealInbox, taken: sql`${appealInbox.taken}` });
  return { parts: parts.map((part) => and(part, filtered)!), from: inboxRows };
}

export function appealViews(db: Database) {
  async function list(caller: AppealCaller, lang: Language, where: Visible | Parts, query: AppealListQuery) {
    const { list, total } = await appealRead.list(db, { caller, lang }, where, query);
    return { total, list: list.map(({ access: _, ...item }): AppealListItem => item) };
  }

  /** The row and its item when the caller may see the appeal at all (404 otherwise). */
  async function visible(caller: AppealCaller, lang: Language, id: number) {
    const row = await oneVisible(
      withinVisible(appealPolicy.findVisible(caller), eq(appeals.id, id)),
      (where) => baseQuery(db).where(where),
    );
    return { row, item: toItem(row, { caller, lang }) };
  }

  return {
    own: (caller: AppealCaller, lang: Language, query: AppealListQuery) =>
      list(caller, lang, appealsWhere(ownAppeals(caller), query), query),
    inbox: (caller: AppealCaller, lang: Language, query: AppealListQuery) =>
      list(caller, lang, inboxWhere(caller, query), query),
    accepted: (caller: AppealCaller, lang: Language, query: AppealListQuery) =>
      list(caller, lang, appealsWhere(acceptedAppeals(caller), query), query),
    visible,

    /** The whole appeal as its page shows it (content and file only with full access). */
    dto: (caller: AppealCaller, lang: Language, id: number): Promise<AppealDto> =>
      appealRead.view(db, { caller, lang }, id, appealPolicy.findVisible(caller)),

    /** The attached file's row, for whoever may read the content. */
    async fileOf(caller: AppealCaller, lang: Language, id: number) {
      const { row, item } = await visible(caller, lang, id);
      if (item.access !== 'full' || !row.a.fileId) throw new AppError('NOT_FOUND');
      const [file] = await db.select().from(files).where(eq(files.id, row.a.fileId));
      return { file, authorPersonId: row.a.authorPersonId, authorPinfl: row.authorPinfl };
    },

    /** legalAidDisabled/fieldsOfApplicationList. */
    async fields(lang: Language) {
      const rows = await db.select().from(applicationFields).orderBy(asc(applicationFields.id));
      return {
        list: rows.map((f) => ({ id: f.id, code: f.code, name: nameIn(f, lang) })),
        total: rows.length,
      };
    },
  };
}

export type AppealViews = ReturnType<typeof appealViews>;

/** The citizen as the appeal forms start from (clientsInfo): name, pinfl, the passport on record. */
export async function accountOf(db: Database, personId: number) {
  const p = await rowById(db, persons, personId);
  return { fullName: fullName(p), pinfl: p.pinfl, passport: p.passport };
}
