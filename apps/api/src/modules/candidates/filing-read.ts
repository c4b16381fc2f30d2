/**
 * Reading bar candidates' filings (docs/domain.md "Bar candidates"): the caller's own (photos, filings,
 * whether they may file), a filing with its documents, photos, history and `can`, and the chamber's list.
 * Every read starts from candidatePolicy.findVisible.
 */
import type {
  CandidateDocDto,
  CandidateDocItem,
  CandidatePhotosDto,
  Language,
  OwnCandidateDto,
} from '@portal/contracts';
import { CANDIDATE_LIVE_STATUSES, CANDIDATE_WORKFLOW, mayCreate } from '@portal/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  candidateDocumentFiles,
  candidateDocuments,
  candidatePhotos,
  files,
  internships,
  licenseTypes,
  persons,
  regions,
} from '../../db/schema';
import { searchFilter } from '../../db/search';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { namedIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { oneVisible, visibleById } from '../../kit/visible';
import { fullNameOf } from '../../people/person-row';
import { historyItems, type LegalAidCaller } from '../legal-aid';
import { candidatePolicy, ownFilings } from './policy';
import { registerPage } from './register-page';
import { firstId } from '../../db/rows';

/** The person's filing under way, if any. */
export async function liveFilingOf(db: Executor, personId: number) {
  const [row] = await db
    .select()
    .from(candidateDocuments)
    .where(
      and(
        eq(candidateDocuments.personId, personId),
        inArray(candidateDocuments.status, [...CANDIDATE_LIVE_STATUSES]),
      ),
    );
  return row ?? null;
}

/** The person's internship in progress, if any (an intern does not file again). */
export async function activeInternshipOf(db: Executor, personId: number) {
  const row = await firstId(
    db,
    internships,
    and(eq(internships.personId, personId), eq(internships.status, 'ACTIVE')),
  );
  return row ?? null;
}

const fileRef = (f: typeof files.$inferSelect) => ({
  id: f.id,
  name: f.originalName,
  size: f.size,
  contentType: f.contentType,
});

async function filesById(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof files.$inferSelect>();
  const rows = await db.select().from(files).where(inArray(files.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's stored photos with the day each was taken, or null. */
export async function photosOf(db: Executor, personId: number): Promise<CandidatePhotosDto | null> {
  const [row] = await db.select().from(candidatePhotos).where(eq(candidatePhotos.personId, personId));
  if (!row) return null;
  const byId = await filesById(db, [row.photo1FileId, row.photo2FileId]);
  return {
    photos: [
      { file: fileRef(byId.get(row.photo1FileId)!), takenOn: row.photo1TakenOn },
      { file: fileRef(byId.get(row.photo2FileId)!), takenOn: row.photo2TakenOn },
    ],
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

const itemColumns = {
  doc: candidateDocuments,
  person: {
    id: persons.id,
    lastName: persons.lastName,
    firstName: persons.firstName,
    parentName: persons.parentName,
    pinfl: persons.pinfl,
  },
  region: regions,
};

function baseQuery(db: Executor) {
  return db
    .select(itemColumns)
    .from(candidateDocuments)
    .innerJoin(persons, eq(persons.id, candidateDocuments.personId))
    .innerJoin(regions, eq(regions.id, candidateDocuments.regionId));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toItem(row: BaseRow, lang: Language): CandidateDocItem {
  return {
    id: row.doc.id,
    status: row.doc.status as CandidateDocItem['status'],
    person: { id: row.person.id, fullName: fullNameOf(row.person), pinfl: row.person.pinfl },
    region: namedIn(row.region, lang),
    interviewAt: row.doc.interviewAt?.toISOString() ?? null,
    createdAt: row.doc.createdAt.toISOString(),
  };
}

export function candidateViews(db: Database) {
  /** One filing the caller may see (404 otherwise), with everything its page shows. */
  async function dto(caller: LegalAidCaller, lang: Language, id: number): Promise<CandidateDocDto> {
    const row = await oneVisible(
      withinVisible(candidatePolicy.findVisible(caller), eq(candidateDocuments.id, id)),
      (where) => baseQuery(db).where(where),
    );
    const docs = await db
      .select()
      .from(candidateDocumentFiles)
      .where(eq(candidateDocumentFiles.candidateDocumentId, id))
      .orderBy(candidateDocumentFiles.id);
    const byId = await filesById(db, [
      row.doc.photo1FileId,
      row.doc.photo2FileId,
      ...docs.map((d) => d.fileId),
    ]);
    const [photoRow] = await db
      .select()
      .from(candidatePhotos)
      .where(eq(candidatePhotos.personId, row.doc.personId));
    const takenOn = (fileId: string) =>
      photoRow?.photo1FileId === fileId
        ? photoRow.photo1TakenOn
        : photoRow?.photo2FileId === fileId
          ? photoRow.photo2TakenOn
          : row.doc.createdAt.toISOString().slice(0, 10);
    const types = row.doc.licenseTypeIds.length
      ? await db.select().from(licenseTypes).where(inArray(licenseTypes.id, row.doc.licenseTypeIds))
      : [];
    const [internship] = await db
      .select({ id: internships.id })
      .from(internships)
      .where(eq(internships.candidateDocumentId, id))
      .orderBy(desc(internships.id))
      .limit(1);
    return {
      ...toItem(row, lang),
      licenceTypes: types.map((t) => namedIn(t, lang)),
      documents: docs.map((d) => ({ docTypeId: d.docTypeId, file: fileRef(byId.get(d.fileId)!) })),
      photos: [row.doc.photo1FileId, row.doc.photo2FileId].map((fileId) => ({
        file: fileRef(byId.get(fileId)!),
        takenOn: takenOn(fileId),
      })),
      convictionCheckedAt: row.doc.convictionCheckedAt?.toISOString() ?? null,
      interviewPlace: row.doc.interviewPlace,
      internshipId: internship?.id ?? null,
      history: await historyItems(db, 'candidate', id),
      can: candidatePolicy.can(caller, row.doc),
    };
  }

  return {
    dto,
    async history(caller: LegalAidCaller, id: number) {
      await oneVisible(
        withinVisible(candidatePolicy.findVisible(caller), eq(candidateDocuments.id, id)),
        (where) => db.select({ id: candidateDocuments.id }).from(candidateDocuments).where(where),
      );
      return historyItems(db, 'candidate', id);
    },
    /** A document or photo of a filing the caller may see (404 for any other file). */
    async file(caller: LegalAidCaller, id: number, fileId: string) {
      const row = await visibleById(db, candidatePolicy, caller, candidateDocuments, id);
      const [doc] = await db
        .select({ fileId: candidateDocumentFiles.fileId })
        .from(candidateDocumentFiles)
        .where(
          and(eq(candidateDocumentFiles.candidateDocumentId, id), eq(candidateDocumentFiles.fileId, fileId)),
        );
      if (!doc && row.photo1FileId !== fileId && row.photo2FileId !== fileId) throw new AppError('NOT_FOUND');
      const [file] = await db.select().from(files).where(eq(files.id, fileId));
      return file;
    },
    /** candidateDocument/own: the caller's photos, filings (newest first) and whether they may file. */
    async own(caller: LegalAidCaller, lang: Language): Promise<OwnCandidateDto> {
      const rows = await baseQuery(db).where(ownFilings(caller)).orderBy(desc(candidateDocuments.id));
      const live =
        rows.some((r) => (CANDIDATE_LIVE_STATUSES as readonly string[]).includes(r.doc.status)) ||
        (await activeInternshipOf(db, caller.personId)) !== null;
      return {
        photos: await photosOf(db, caller.personId),
        list: rows.map((r) => toItem(r, lang)),
        can: { file: !live && mayCreate(CANDIDATE_WORKFLOW, 'SEND', caller.role) },
      };
    },
    /** The chamber's list: its region's filings (republic chamber, ADMIN: all), newest first. */
    async list(
      caller: LegalAidCaller,
      lang: Language,
      query: { page: number; limit: number; status?: string; search?: string },
    ) {
      const filters: (SQL | undefined)[] = [
        query.status ? eq(candidateDocuments.status, query.status) : undefined,
        searchFilter(query.search, persons.searchText),
      ];
      const where = withinVisible(candidatePolicy.findVisible(caller), ...filters);
      const page = await registerPage(db, candidateDocuments, where, query, (w) =>
        baseQuery(db).where(w).orderBy(desc(candidateDocuments.id)).$dynamic(),
      );
      return { list: page.rows.map((r) => toItem(r, lang)), total: page.total };
    },
    /** findNewLawyerByPnfl: the latest filing of the person with this PINFL that the caller may see. */
    async byPinfl(caller: LegalAidCaller, lang: Language, pinfl: string) {
      const where = withinVisible(candidatePolicy.findVisible(caller), eq(persons.pinfl, pinfl));
      const [row] =
        where === null ? [] : await baseQuery(db).where(where).orderBy(desc(candidateDocuments.id)).limit(1);
      if (!row)
        throw new AppError('NOT_FOUND', { messageKey: 'errors:business.nothingFound', field: 'pnfl' });
      return dto(caller, lang, row.doc.id);
    },
  };
}
