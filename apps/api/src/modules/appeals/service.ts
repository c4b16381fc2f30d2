/**
 * The changes of appeals (decisions.md "Appeal for pro bono help", "Appeal for state-funded legal aid"),
 * one transaction each, every status change through the appeal workflows (workflow/transition.ts: row
 * lock, history row, notifications). The registers are asked before the transaction opens: a register
 * that is down or slow answers a 503 and nothing is written (no appeal, no file).
 */
import type { AppealCreateFields } from '@portal/contracts';
import { type AppealDemand, countWords, mayCreate, type Workflow } from '@portal/domain';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Adapters } from '../../adapters';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  appealRegions,
  appeals,
  applicationFields,
  contragents,
  lawyers,
  notifications,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockById, lockVisible } from '../../kit/lock';
import type { UploadedFile } from '../../http/multipart';
import { type FileStorage, saveDocument, transactionWithFiles } from '../../storage';
import { recordCreation, transition } from '../../workflow/transition';
import { notices } from '../notifications';
import { writeQueryLog } from '../query-log';
import type { AppealCaller } from './caller';
import { type AppealRow, appealPolicy, opensAsResponder, workflowOf } from './policy';
import { APPEAL_READ } from './read';
import { firstId } from '../../db/rows';

export interface AppealDeps {
  db: Database;
  storage: FileStorage;
  adapters: Pick<Adapters, 'disabilityRegister' | 'socialProtection'>;
  /** The request's clock (plugins/request-clock.ts): consent, acceptance, completion and cancel times. */
  clock: Clock;
}

/** What a status change of an appeal needs: the database and the clock. */
type ChangeDeps = Pick<AppealDeps, 'db' | 'clock'>;
const appealNotice = notices('appeals', 'appeal');

/** An uploaded attachment with the limit it was read under. */
export interface AppealUpload extends UploadedFile {
  maxBytes: number;
}

/** What the registers said, kept with the appeal. */
interface RegisterFacts {
  status: 'SEND' | 'REJECTED';
  disabilityGroup?: number | null;
  disabilityValidUntil?: string | null;
  socialProgramme?: string | null;
  socialSince?: string | null;
}

const businessRule = (messageKey: string, field?: string) =>
  new AppError('BUSINESS_RULE', { messageKey, ...(field ? { field } : {}) });

/**
 * The register check of a pro bono appeal: the author's own disability, by their pinfl and passport. A
 * pinfl other than the caller's is refused (422): nobody probes someone else's standing in the register.
 */
export async function checkOwnDisability(
  deps: Pick<AppealDeps, 'adapters'>,
  caller: AppealCaller,
  passportSerialNumber: string,
  requestId?: string,
  pinfl: string = caller.pinfl,
) {
  if (pinfl !== caller.pinfl) throw businessRule('appeals:error.ownDataOnly', 'pinfl');
  const answer = await deps.adapters.disabilityRegister.check(caller.pinfl, passportSerialNumber, requestId);
  if (!answer) throw businessRule('errors:business.passportNotFound', 'passportSerialNumber');
  return answer;
}

async function proBonoFacts(deps: AppealDeps, caller: AppealCaller, passport: string, requestId?: string) {
  const answer = await checkOwnDisability(deps, caller, passport, requestId);
  if (!answer.confirmed) throw businessRule('errors:business.disabilityNotConfirmed');
  return {
    status: 'SEND',
    disabilityGroup: answer.group,
    disabilityValidUntil: answer.validUntil,
  } satisfies RegisterFacts;
}

async function stateFundedFacts(deps: AppealDeps, caller: AppealCaller, requestId?: string) {
  const answer = await deps.adapters.socialProtection.enrolment(caller.pinfl, requestId);
  return {
    status: answer.enrolled ? 'SEND' : 'REJECTED',
    socialProgramme: answer.programme?.code ?? null,
    socialSince: answer.since,
  } satisfies RegisterFacts;
}

/**
 * The lawyers and directors of the regions get a notification of a new appeal: one INSERT … SELECT, so a
 * region of thousands of lawyers costs one statement. The author is left out.
 */
async function notifyRegions(tx: Transaction, row: AppealRow, regionIds: number[]) {
  const recipients = sql`(
    select ${lawyers.personId} as person_id from ${lawyers}
      where ${and(inArray(lawyers.regionId, regionIds), eq(lawyers.status, 'ACTIVE'))}
    union
    select ${contragents.directorPersonId} from ${contragents}
      where ${and(
        inArray(contragents.regionId, regionIds),
        isNotNull(contragents.directorPersonId),
        eq(contragents.archived, false),
      )}
  )`;
  await tx.execute(sql`
    insert into ${notifications} (recipient_person_id, kind, entity_type, entity_id, text_key, params)
    select r.person_id, 'APPEAL_SENT', 'appeal', ${row.id}, 'appeals:notification.APPEAL_SENT',
      ${JSON.stringify({ id: row.id })}::jsonb
    from ${recipients} r where r.person_id <> ${row.authorPersonId}`);
}

/**
 * Creates an appeal of either kind. Refused (nothing stored): a role that may not write appeals, a field
 * that does not exist, a passport not the author's, a disability the register does not confirm, a file
 * that is not a PDF or an image or too large. A state-funded appeal whose author the social protection
 * register does not hold is stored REJECTED at once, with that reason.
 */
export async function createAppeal(
  deps: AppealDeps,
  caller: AppealCaller,
  input: {
    kind: AppealRow['kind'];
    fields: Omit<AppealCreateFields, 'passportSerialNumber'> & { passportSerialNumber?: string };
    file: AppealUpload | null;
    requestId?: string;
  },
): Promise<AppealRow> {
  const { name, workflow } = workflowOf(input.kind);
  if (!mayCreate(workflow as Workflow<string, string>, 'SEND', caller.role))
    throw businessRule('errors:business.noPermissionAppeal');
  const field = await firstId(deps.db, applicationFields, eq(applicationFields.id, input.fields.fieldId));
  if (!field)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.wrongData', field: 'fieldId' });
  const facts: RegisterFacts =
    input.kind === 'PRO_BONO'
      ? await proBonoFacts(deps, caller, input.fields.passportSerialNumber ?? '', input.requestId)
      : await stateFundedFacts(deps, caller, input.requestId);
  const { regionIds, brief, content } = input.fields;

  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const file = input.file?.content.length
      ? await saveDocument(files, input.file, caller.personId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE')
            throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
              messageKey: 'appeals:error.fileType',
              field: 'file',
            });
          throw error;
        })
      : null;
    const [row] = await tx
      .insert(appeals)
      .values({
        kind: input.kind,
        status: facts.status,
        authorPersonId: caller.personId,
        fieldId: input.fields.fieldId,
        brief,
        content,
        wordCount: countWords(content),
        consentAt: deps.clock.now(),
        fileId: file?.id ?? null,
        disabilityGroup: facts.disabilityGroup ?? null,
        disabilityValidUntil: facts.disabilityValidUntil ?? null,
        socialProgramme: facts.socialProgramme ?? null,
        socialSince: facts.socialSince ?? null,
        rejectReason: facts.status === 'REJECTED' ? 'NOT_IN_SOCIAL_REGISTER' : null,
      })
      .returning();
    await tx.insert(appealRegions).values(regionIds.map((regionId) => ({ appealId: row!.id, regionId })));
    await recordCreation(tx, name, {
      id: row!.id,
      status: facts.status,
      actor: { role: caller.role, personId: caller.personId },
      comment: facts.status === 'REJECTED' ? 'NOT_IN_SOCIAL_REGISTER' : null,
    });
    if (facts.status === 'SEND') await notifyRegions(tx, row!, regionIds);
    return row!;
  });
}

async function regionIdsOf(tx: Transaction, id: number) {
  const regions = await tx
    .select({ id: appealRegions.regionId })
    .from(appealRegions)
    .where(eq(appealRegions.appealId, id));
  return regions.map((r) => r.id);
}

/** The appeal with its regions, locked for the rest of the transaction; 404 when the caller may not see it. */
async function lockedAppeal(tx: Transaction, caller: AppealCaller, id: number) {
  const row = await lockVisible(tx, appealPolicy, caller, appeals, id);
  return { row, regionIds: await regionIdsOf(tx, id) };
}

const taken = () => new AppError('CONFLICT', { messageKey: 'appeals:error.taken' });

/**
 * A lawyer or director of its regions opens an appeal still SEND: it becomes SEEN (once; later openings
 * change nothing). Answers whether it changed.
 */
export async function markSeen(db: Database, caller: AppealCaller, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, appeals, id);
    if (!opensAsResponder(caller, row, await regionIdsOf(tx, id))) return false;
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'SEE',
      actor: { role: caller.role, personId: caller.personId },
    });
    return true;
  });
}

/**
 * The first lawyer of its regions to accept takes the appeal. The row is locked, so of several accepts at
 * once exactly one wins; the others find it taken and are told so (409). Its author is notified.
 */
export async function acceptAppeal(deps: ChangeDeps, caller: AppealCaller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedAppeal(tx, caller, id);
    if (row.lawyerId !== null) throw taken();
    if (row.authorPersonId === caller.personId) throw businessRule('appeals:error.ownAppeal');
    if (!caller.lawyer) throw businessRule('legal-aid:error.lawyerNotFound');
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'ACCEPT',
      actor: { role: caller.role, personId: caller.personId },
      set: { lawyerId: caller.lawyer.id, acceptedAt: deps.clock.now() },
      notifications: (r) => appealNotice(r.authorPersonId, 'APPEAL_ACCEPTED', id, { id }),
    });
  });
}

/** The accepted lawyer completes the appeal with the result and how far the demand was met. */
export async function completeAppeal(
  deps: ChangeDeps,
  caller: AppealCaller,
  id: number,
  input: { result: string; demand: AppealDemand },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedAppeal(tx, caller, id);
    if (row.lawyerId !== null && row.lawyerId !== caller.lawyer?.id) throw taken();
    // not taken yet (or withdrawn): the workflow table refuses COMPLETE from its state with a 409
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'COMPLETE',
      actor: { role: caller.role, personId: caller.personId },
      comment: input.result,
      set: { result: input.result, demand: input.demand, completedAt: deps.clock.now() },
      notifications: (r) => appealNotice(r.authorPersonId, 'APPEAL_COMPLETED', id, { id }),
    });
  });
}

/** Its author cancels an appeal nobody has taken yet, with a reason. */
export async function cancelAppeal(deps: ChangeDeps, caller: AppealCaller, id: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedAppeal(tx, caller, id);
    if (row.authorPersonId !== caller.personId) throw businessRule('appeals:error.onlyAuthor');
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'CANCEL',
      actor: { role: caller.role, personId: caller.personId },
      comment: reason,
      set: { cancelReason: reason, cancelledAt: deps.clock.now() },
      notifications: async () => {
        // whoever opened it in the regions learns it is withdrawn
        const seen = await tx.execute<{ person_id: number }>(sql`
          select distinct actor_person_id as person_id from status_history
          where entity_type = ${workflowOf(row.kind).name} and entity_id = ${id} and event = 'SEE'
            and actor_person_id is not null`);
        const readers = seen.rows.map((s) => s.person_id);
        return appealNotice(readers, 'APPEAL_CANCELLED', id, { id });
      },
    });
  });
}

/** Counts of the author's appeals by state (clientsInfo). */
export async function appealCounts(db: Database, personId: number) {
  const rows = await db
    .select({ status: appeals.status, n: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(eq(appeals.authorPersonId, personId), ne(appeals.status, 'CANCELLED')))
    .groupBy(appeals.status);
  const count = (...statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    open: count('SEND', 'SEEN'),
    accepted: count('ACCEPTED'),
    completed: count('COMPLETED'),
    rejected: count('REJECTED'),
  };
}

/**
 * Opening an appeal (get-by-id, its file): a first look by a lawyer or director of its regions makes it
 * SEEN, and every read of its content by someone other than its author is written to the query log
 * (action APPEAL_READ, the author's pinfl as subject), which the author sees on the appeal.
 */
export async function recordOpening(
  db: Database,
  caller: AppealCaller,
  id: number,
  read: { authorPersonId: number; authorPinfl: string; full: boolean; file?: boolean },
  request: FastifyRequest,
): Promise<void> {
  await markSeen(db, caller, id);
  if (!read.full || read.authorPersonId === caller.personId) return;
  await writeQueryLog(db, request, {
    action: APPEAL_READ,
    channel: 'PORTAL',
    outcome: 'OK',
    actorPersonId: caller.personId,
    subjectPinfl: read.authorPinfl,
    details: { appealId: id, role: caller.role, ...(read.file ? { file: true } : {}) },
  });
}
