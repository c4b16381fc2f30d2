/**
 * Filing to the bar and the interview (workflow `candidate`, docs/domain.md "Bar candidates"). A filing
 * is judged before anything is saved: one under way at most, a document type for every file, the passport
 * and the diploma among them, the two photos on file and still within 6 months, and the interior
 * ministry's conviction check (a conviction not expunged refuses it with the conviction's article and
 * date; the registry down refuses it too: nothing is saved either way). Then one transaction stores the
 * files and takes the steps SEND -> SEND_CONVICTION -> PENDING, each with its history row, and tells the
 * candidate and the region's chamber. The chamber's interview steps follow, each notifying the candidate.
 */
import type { CandidateDocFields } from '@portal/contracts';
import {
  CANDIDATE_DOC_TYPES,
  CANDIDATE_WORKFLOW,
  mayCreate,
  photoProblem,
  REQUIRED_CANDIDATE_DOC_TYPE_IDS,
  tashkentToday,
} from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { InteriorMinistry } from '../../adapters/interior-ministry';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  candidateDocumentFiles,
  candidateDocuments,
  candidatePhotos,
  licenseTypes,
  regions,
  userAccounts,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockById } from '../../kit/lock';
import { localizedParam } from '../../i18n/localized-params';
import type { UploadedFile } from '../../http/multipart';
import { DOCUMENT_TYPES, type FileStorage, saveFile, transactionWithFiles } from '../../storage';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { recordCreation, transition } from '../../workflow/transition';
import { actorOf, stepBy, type LegalAidCaller } from '../legal-aid';
import { type NotificationInput, notices } from '../notifications';
import { activeInternshipOf, liveFilingOf } from './filing-read';
import { candidatePolicy, ownPhotos } from './policy';
import { firstId } from '../../db/rows';

export type InterviewAction = 'setInterview' | 'startInterview' | 'pass' | 'fail' | 'markAbsent';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const entity = (id: number) => ({ type: 'candidate', id });
const candidateNotice = notices('candidates', 'candidate');

export interface FilingDeps {
  db: Database;
  storage: FileStorage;
  interiorMinistry: InteriorMinistry;
  clock: Clock;
}

const invalid = (messageKey: string, field: string, params: Record<string, unknown> = {}) =>
  new AppError('VALIDATION_FAILED', { messageKey, field, params });

/** The checks of the form itself: one type per file, the required documents, known region and licenses. */
async function checkForm(db: Database, fields: CandidateDocFields, uploads: UploadedFile[]) {
  if (uploads.length === 0) throw invalid('errors:validation.fileRequired', 'files');
  if (uploads.length !== fields.docTypeIds.length)
    throw invalid('candidates:error.fileTypesMismatch', 'docTypeIds', {
      files: uploads.length,
      types: fields.docTypeIds.length,
    });
  for (const required of REQUIRED_CANDIDATE_DOC_TYPE_IDS)
    if (!fields.docTypeIds.includes(required))
      throw invalid('candidates:error.documentMissing', 'docTypeIds', {
        type: localizedParam(
          `candidates:docType.${CANDIDATE_DOC_TYPES.find((t) => t.id === required)!.code}`,
        ),
      });
  const region = await firstId(db, regions, eq(regions.id, fields.regionId));
  if (!region) throw invalid('errors:validation.wrongData', 'regionId');
  const ids = [...new Set(fields.licenceTypeIds)];
  const known = await db
    .select({ id: licenseTypes.id })
    .from(licenseTypes)
    .where(inArray(licenseTypes.id, ids));
  if (known.length !== ids.length) throw invalid('errors:validation.wrongData', 'licenceTypeIds');
}

/** The interior ministry's answer for the caller: refuses a conviction not expunged (nothing saved). */
async function checkConvictions(registry: InteriorMinistry, pinfl: string) {
  const convictions = await registry.convictionsOf(pinfl);
  if (convictions === null)
    throw new AppError('BUSINESS_RULE', { messageKey: 'candidates:error.notInRegistry', field: 'pinfl' });
  const standing = convictions.find((c) => !c.expunged);
  if (standing)
    throw new AppError('BUSINESS_RULE', {
      messageKey: 'candidates:error.convicted',
      params: { article: standing.article, date: standing.verdictDate, court: standing.courtName },
      field: 'pinfl',
    });
}

/** The chamber officers of a region (they hear of a new filing). */
async function chamberOf(tx: Transaction, regionId: number) {
  return tx
    .select({ personId: userAccounts.personId })
    .from(userAccounts)
    .where(and(eq(userAccounts.assignedRole, 'REGION_CHAMBER'), eq(userAccounts.regionId, regionId)));
}

/** createCandidateDoc: answers the new filing's id. */
export async function fileCandidate(
  deps: FilingDeps,
  caller: LegalAidCaller,
  fields: CandidateDocFields,
  uploads: UploadedFile[],
): Promise<number> {
  const { db } = deps;
  if (!mayCreate(CANDIDATE_WORKFLOW, 'SEND', caller.role)) throw new AppError('FORBIDDEN');
  if (await liveFilingOf(db, caller.personId))
    throw new AppError('CONFLICT', { messageKey: 'candidates:error.filingUnderWay' });
  if (await activeInternshipOf(db, caller.personId))
    throw new AppError('CONFLICT', { messageKey: 'candidates:error.alreadyIntern' });
  await checkForm(db, fields, uploads);
  const [photos] = await db.select().from(candidatePhotos).where(ownPhotos(caller));
  if (!photos)
    throw new AppError('BUSINESS_RULE', { messageKey: 'candidates:error.photosMissing', field: 'photos' });
  const today = tashkentToday(deps.clock.now());
  for (const [n, takenOn] of [photos.photo1TakenOn, photos.photo2TakenOn].entries())
    if (photoProblem({ width: 3, height: 4, takenOn }, today) === 'tooOld')
      throw new AppError('BUSINESS_RULE', {
        messageKey: 'candidates:error.photo.tooOld',
        params: { n: n + 1, months: 6, takenOn },
        field: 'photos',
      });
  await checkConvictions(deps.interiorMinistry, caller.pinfl);

  return transactionWithFiles(db, deps.storage, async (tx, store) => {
    const [row] = await tx
      .insert(candidateDocuments)
      .values({
        personId: caller.personId,
        regionId: fields.regionId,
        licenseTypeIds: [...new Set(fields.licenceTypeIds)],
        status: 'SEND',
        photo1FileId: photos.photo1FileId,
        photo2FileId: photos.photo2FileId,
      })
      .returning();
    const id = row!.id;
    await recordCreation(tx, 'candidate', { id, status: 'SEND', actor: actorOf(caller) });
    for (const [i, upload] of uploads.entries()) {
      const file = await saveFile(store, {
        content: upload.content,
        originalName: upload.filename,
        maxBytes: MAX_FILE_BYTES,
        allowedTypes: DOCUMENT_TYPES,
        ownerPersonId: caller.personId,
      });
      await tx
        .insert(candidateDocumentFiles)
        .values({ candidateDocumentId: id, docTypeId: fields.docTypeIds[i]!, fileId: file.id });
    }
    await transition(tx, 'candidate', { id, event: 'SEND_FOR_CHECK', actor: SYSTEM_ACTOR });
    const chamber = await chamberOf(tx, fields.regionId);
    await transition(tx, 'candidate', {
      id,
      event: 'NO_CONVICTION',
      actor: SYSTEM_ACTOR,
      comment: 'interior-ministry: no conviction',
      set: { convictionCheckedAt: deps.clock.now() },
      notifications: () => [
        ...candidateNotice(caller.personId, 'CANDIDATE_FILED', id),
        ...candidateNotice(
          chamber.map((c) => c.personId),
          'CANDIDATE_TO_INTERVIEW',
          id,
        ),
      ],
    });
    return id;
  });
}

const EVENT_OF = {
  setInterview: 'SET_INTERVIEW',
  startInterview: 'START_INTERVIEW',
  pass: 'PASS',
  fail: 'FAIL',
  markAbsent: 'MARK_ABSENT',
} as const;

/** One interview step by the regional chamber, on the locked filing; the candidate is told. */
export async function interviewStep(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  action: InterviewAction,
  options: { set?: { interviewAt: Date; interviewPlace: string }; comment?: string | null } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockById(tx, candidateDocuments, id);
    if (!(await isVisible(tx, caller, id))) throw new AppError('NOT_FOUND');
    const event = EVENT_OF[action];
    const notice = (): NotificationInput[] => [
      {
        recipientPersonId: row.personId,
        kind: `CANDIDATE_${event}`,
        entity: entity(id),
        textKey: `candidates:notification.${event}`,
        params: options.set
          ? { at: options.set.interviewAt.toISOString(), place: options.set.interviewPlace }
          : {},
      },
    ];
    // The workflow table refuses a wrong state or role (409); another region's filing is not visible (404).
    await transition(tx, 'candidate', {
      ...stepBy(caller, id, event),
      comment: options.comment ?? (options.set ? options.set.interviewPlace : null),
      set: options.set,
      notifications: notice,
    });
  });
}

async function isVisible(tx: Transaction, caller: LegalAidCaller, id: number) {
  const scope = candidatePolicy.findVisible(caller);
  if (scope === null) return false;
  const row = await firstId(tx, candidateDocuments, and(eq(candidateDocuments.id, id), scope));
  return row !== undefined;
}
