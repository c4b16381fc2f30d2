/**
 * The changes of a letter (workflow `letter`, packages/domain): a draft is written, edited, sent
 * (registration number and due date; a government body gets it through the exchange), received and
 * answered (a reply letter, sent, answers the letter it replies to), or deleted while a draft.
 */
import type { CallBody, letterCalls } from '@portal/contracts';
import {
  LETTER_DEFAULT_ANSWER_DAYS,
  LETTER_FILE_MAX_BYTES,
  LETTER_MAX_ANSWER_DAYS,
  type LetterCreateBody,
  type LetterPartyKind,
} from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { DocumentExchange } from '../../adapters/document-exchange';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { letterFiles, letters } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Transaction } from '../../db/transaction';
import { type FileStorage, saveFile, transactionWithFiles } from '../../storage';
import { recordCreation, transition, type TransitionInput } from '../../workflow/transition';
import { actorOf, type LegalAidCaller } from '../legal-aid';
import { exchangeDocuments } from './letter-files';
import { lockVisible } from '../../kit/lock';
import { isRecipient, letterPolicy, partyOf, requireParty, senderOf } from './policy';
import { partyName } from './parties';

export interface LetterDeps {
  db: Database;
  storage: FileStorage;
  exchange: DocumentExchange;
  clock: Clock;
}

const DAY = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A due date the sender may give: after today, at most LETTER_MAX_ANSWER_DAYS ahead. */
function checkDueDate(dueDate: string | undefined, today: string): void {
  if (dueDate === undefined) return;
  if (dueDate <= today || dueDate > addDays(today, LETTER_MAX_ANSWER_DAYS))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'letters:error.dueDate',
      params: { max: LETTER_MAX_ANSWER_DAYS },
      field: 'dueDate',
    });
}

export async function createLetter(deps: LetterDeps, caller: LegalAidCaller, input: LetterCreateBody) {
  checkDueDate(input.dueDate, tashkentToday(deps.clock.now()));
  return deps.db.transaction((tx) => insertDraft(tx, deps.exchange, caller, input));
}

/**
 * A draft whose main PDF is made by the portal (a filled document template): the draft, its file and the
 * file's place as the main PDF in one transaction (the file's bytes go if it fails).
 */
export async function createLetterWithMainPdf(
  deps: LetterDeps,
  caller: LegalAidCaller,
  input: LetterCreateBody,
  pdf: { content: Buffer; name: string },
): Promise<number> {
  checkDueDate(input.dueDate, tashkentToday(deps.clock.now()));
  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const id = await insertDraft(tx, deps.exchange, caller, input);
    const file = await saveFile(files, {
      content: pdf.content,
      originalName: pdf.name,
      maxBytes: LETTER_FILE_MAX_BYTES,
      allowedTypes: ['application/pdf'],
      ownerPersonId: caller.personId,
    });
    await tx.insert(letterFiles).values({ letterId: id, fileId: file.id, kind: 'MAIN', position: 0 });
    return id;
  });
}

async function insertDraft(
  tx: Transaction,
  exchange: DocumentExchange,
  caller: LegalAidCaller,
  input: LetterCreateBody,
): Promise<number> {
  const sender = requireParty(caller);
  let recipient: { kind: LetterPartyKind; ref: string; name?: string };
  if (input.replyToId !== undefined) {
    const original = await lockVisible(tx, letterPolicy, caller, letters, input.replyToId);
    if (!isRecipient(caller, original) || !letterPolicy.can(caller, original).answer)
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'letters:error.notAllowed' });
    recipient = { ...senderOf(original), name: original.senderName };
  } else {
    if (!input.recipientKind || !input.recipientRef)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors:validation.fieldMandatory',
        field: 'recipientRef',
      });
    recipient = { kind: input.recipientKind, ref: input.recipientRef };
  }
  if (recipient.kind === sender.kind && recipient.ref === sender.ref)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'letters:error.toSelf', field: 'recipientRef' });
  const recipientName = recipient.name ?? (await partyName(tx, exchange, recipient.kind, recipient.ref));
  const [row] = await tx
    .insert(letters)
    .values({
      status: 'DRAFT',
      subject: input.subject,
      summary: input.summary,
      senderKind: sender.kind,
      senderRef: sender.ref,
      senderName: await partyName(tx, exchange, sender.kind, sender.ref),
      recipientKind: recipient.kind,
      recipientRef: recipient.ref,
      recipientName,
      authorPersonId: caller.personId,
      replyToId: input.replyToId ?? null,
      dueDate: input.dueDate ?? null,
    })
    .returning();
  await recordCreation(tx, 'letter', { id: row!.id, status: 'DRAFT', actor: actorOf(caller) });
  return row!.id;
}

export async function updateLetter(
  deps: LetterDeps,
  caller: LegalAidCaller,
  input: CallBody<typeof letterCalls.letterUpdate, 'server'>,
) {
  checkDueDate(input.dueDate, tashkentToday(deps.clock.now()));
  await deps.db.transaction(async (tx) => {
    const row = await lockVisible(tx, letterPolicy, caller, letters, input.id);
    letterPolicy.authorize(caller, 'edit', row);
    await tx
      .update(letters)
      .set({
        subject: input.subject,
        summary: input.summary,
        dueDate: input.dueDate ?? null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(letters.id, row.id));
  });
}

/**
 * Sends a draft: it needs its main PDF. A letter to a government body is registered by the exchange first
 * (down: 503 and nothing changes). The letter gets its number and due date; a reply answers its letter.
 */
export async function sendLetter(deps: LetterDeps, caller: LegalAidCaller, id: number) {
  const now = deps.clock.now();
  const today = tashkentToday(now);
  const draft = await deps.db.transaction((tx) => lockVisible(tx, letterPolicy, caller, letters, id));
  letterPolicy.authorize(caller, 'send', draft);
  const files = await deps.db
    .select()
    .from(letterFiles)
    .where(eq(letterFiles.letterId, id))
    .orderBy(asc(letterFiles.position));
  if (!files.some((f) => f.kind === 'MAIN'))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'letters:error.mainPdfMissing', field: 'file' });
  const registrationNumber = `XAT-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  const dueDate = draft.dueDate ?? addDays(today, LETTER_DEFAULT_ANSWER_DAYS);
  const registration =
    draft.recipientKind === 'GOV_BODY'
      ? await deps.exchange.register({
          recipientId: draft.recipientRef,
          sender: { name: draft.senderName, inn: null },
          outgoingNumber: registrationNumber,
          outgoingDate: today,
          subject: draft.subject,
          dueDate,
          documents: await exchangeDocuments(deps.db, deps.storage, files),
        })
      : null;
  await deps.db.transaction(async (tx) => {
    const row = await letterStep(tx, caller, id, 'send', {
      event: 'SEND',
      set: {
        registrationNumber,
        dueDate,
        sentAt: now,
        exchangeId: registration?.exchangeId ?? null,
        exchangeNumber: registration?.registrationNumber ?? null,
      },
    });
    if (row.replyToId !== null) {
      await letterStep(tx, caller, row.replyToId, 'answer', {
        event: 'ANSWER',
        comment: registrationNumber,
        set: (original) => ({ answeredAt: now, receivedAt: original.receivedAt ?? now }),
      });
    }
  });
}

/**
 * One workflow step of a letter the caller may see: the row locked, the policy's `action` checked, the
 * step taken; answers the row as it was before the step.
 */
async function letterStep(
  tx: Transaction,
  caller: LegalAidCaller,
  id: number,
  action: 'send' | 'answer' | 'receive' | 'delete',
  step: Omit<TransitionInput<'letter'>, 'id' | 'actor'>,
) {
  const row = await lockVisible(tx, letterPolicy, caller, letters, id);
  letterPolicy.authorize(caller, action, row);
  await transition(tx, 'letter', { id, actor: actorOf(caller), ...step });
  return row;
}

export async function receiveLetter(deps: LetterDeps, caller: LegalAidCaller, id: number) {
  await deps.db.transaction((tx) =>
    letterStep(tx, caller, id, 'receive', { event: 'RECEIVE', set: { receivedAt: deps.clock.now() } }),
  );
}

export async function deleteLetter(deps: LetterDeps, caller: LegalAidCaller, id: number) {
  await deps.db.transaction((tx) => letterStep(tx, caller, id, 'delete', { event: 'DELETE' }));
}

export { partyOf };
