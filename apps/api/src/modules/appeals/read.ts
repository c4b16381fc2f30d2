/**
 * Reading appeals for the screens: the lists (own, the inbox of the caller's regions, the ones the caller
 * took), the whole appeal with its history and the reads by others, the field list. What each caller may
 * read is the policy's (policy.ts): a list starts from its scope, a record is shaped by `appealAccess`.
 */
import type { AppealDto, AppealListItem, AppealListQuery, Language } from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { countOf, pageWithTotal } from '../../db/paging';
import {
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
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible } from '../../kit/visible';
import { fullNameOf as fullName } from '../../people/person-row';
import { historyItems, storedFile } from '../legal-aid';
import type { AppealCaller } from './caller';
import {
  acceptedAppeals,
  type AppealAccess,
  appealAccess,
  appealPolicy,
  type AppealRow,
  inboxAppeals,
  ownAppeals,
  workflowOf,
} from './policy';

/** What the query log calls a read of someone's appeal by another person. */
export const APPEAL_READ = 'APPEAL_READ';

const author = alias(persons, 'author');
const lawyerPerson = alias(persons, 'lawyer_person');

function baseQuery(db: Database) {
  return db
    .select({ a: appeals, field: applicationFields, author, lawyerPerson, authorPinfl: author.pinfl })
    .from(appeals)
    .innerJoin(applicationFields, eq(applicationFields.id, appeals.fieldId))
    .innerJoin(author, eq(author.id, appeals.authorPersonId))
    .leftJoin(lawyers, eq(lawyers.id, appeals.lawyerId))
    .leftJoin(lawyerPerson, eq(lawyerPerson.id, lawyers.personId));
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** The regions of some appeals, by appeal id, names in the caller's language (SOATO order). */
async function regionsOf(db: Database, ids: number[], lang: Language) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ appealId: appealRegions.appealId, region: regions })
    .from(appealRegions)
    .innerJoin(regions, eq(regions.id, appealRegions.regionId))
    .where(inArray(appealRegions.appealId, ids))
    .orderBy(asc(regions.id));
  for (const r of rows) {
    const list = out.get(r.appealId) ?? [];
    list.push({ id: r.region.id, name: nameIn(r.region, lang) });
    out.set(r.appealId, list);
  }
  return out;
}

function toItem(
  row: Row,
  caller: AppealCaller,
  lang: Language,
  regionList: { id: number; name: string }[],
): AppealListItem & { access: AppealAccess } {
  const a = row.a;
  const regionIds = regionList.map((r) => r.id);
  const access = appealAccess(caller, a, regionIds);
  const full = access === 'full';
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    field: { id: row.field.id, name: nameIn(row.field, lang) },
    regions: regionList,
    brief: full ? a.brief : null,
    authorName: full ? fullName(row.author) : null,
    lawyerName: full && row.lawyerPerson ? fullName(row.lawyerPerson) : null,
    taken: a.lawyerId !== null && a.lawyerId !== caller.lawyer?.id,
    createdAt: a.createdAt.toISOString(),
    can: appealPolicy.can(caller, a, regionIds),
    access,
  };
}

function filters(query: Partial<AppealListQuery>): SQL | undefined {
  return and(
    query.kind ? eq(appeals.kind, query.kind) : undefined,
    query.status ? eq(appeals.status, query.status) : undefined,
    query.fieldId ? eq(appeals.fieldId, query.fieldId) : undefined,
    query.taken === 'true' ? isNotNull(appeals.lawyerId) : undefined,
    query.taken === 'false' ? isNull(appeals.lawyerId) : undefined,
    query.regionId
      ? sql`exists (select 1 from ${appealRegions} where ${appealRegions.appealId} = ${appeals.id} and ${appealRegions.regionId} = ${query.regionId})`
      : undefined,
  );
}

export function appealViews(db: Database) {
  async function list(
    caller: AppealCaller,
    lang: Language,
    scope: SQL | undefined | null,
    query: AppealListQuery,
  ): Promise<{ list: AppealListItem[]; total: number }> {
    if (scope === null) return { list: [], total: 0 };
    const where = and(scope, filters(query));
    const { rows, total } = await pageWithTotal(
      baseQuery(db).where(where).orderBy(desc(appeals.id)).$dynamic(),
      query,
      (upTo) => countOf(db, appeals, where, upTo),
    );
    const byAppeal = await regionsOf(
      db,
      rows.map((r) => r.a.id),
      lang,
    );
    return {
      total,
      list: rows.map((r) => {
        const { access: _, ...item } = toItem(r, caller, lang, byAppeal.get(r.a.id) ?? []);
        return item;
      }),
    };
  }

  /** The row and its regions when the caller may see the appeal at all (404 otherwise). */
  async function visible(caller: AppealCaller, lang: Language, id: number) {
    const row = await oneVisible(
      withinVisible(appealPolicy.findVisible(caller), eq(appeals.id, id)),
      (where) => baseQuery(db).where(where),
    );
    const regionList = (await regionsOf(db, [id], lang)).get(id) ?? [];
    return { row, item: toItem(row, caller, lang, regionList) };
  }

  /** The reads of a person's appeal by others (the query log), oldest first. */
  async function readsOf(a: AppealRow, authorPinfl: string) {
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

  return {
    own: (caller: AppealCaller, lang: Language, query: AppealListQuery) =>
      list(caller, lang, ownAppeals(caller), query),
    inbox: (caller: AppealCaller, lang: Language, query: AppealListQuery) =>
      list(caller, lang, inboxAppeals(caller), query),
    accepted: (caller: AppealCaller, lang: Language, query: AppealListQuery) =>
      list(caller, lang, acceptedAppeals(caller), query),
    visible,

    /** The whole appeal as its page shows it (content and file only with full access). */
    async dto(caller: AppealCaller, lang: Language, id: number): Promise<AppealDto> {
      const { row, item } = await visible(caller, lang, id);
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
        reads: showsReads ? await readsOf(a, row.authorPinfl) : [],
      };
    },

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
  const [p] = await db.select().from(persons).where(eq(persons.id, personId));
  if (!p) throw new AppError('NOT_FOUND');
  return { fullName: fullName(p), pinfl: p.pinfl, passport: p.passport };
}
