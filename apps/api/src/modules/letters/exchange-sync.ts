/**
 * Bringing in what the inter-agency exchange has for letters to government bodies: the body's receipt
 * (the letter becomes RECEIVED, a mail receipt row) and its response (a letter from the body to the
 * sender, SENT, with the response PDF; the letter becomes ANSWERED); the letter's author is notified of
 * each. Asked by the durable job `exchange-poll` (every EXCHANGE_POLL_MINUTES, all pending letters), and
 * for the caller's own letters when they read the new responses or receipts (letterResponse/newList,
 * mailReceipt/newList) or open a letter to a body. Each letter in its own transaction, the row locked and
 * its state read again, so two processes or readers at once bring each response (and its notification)
 * in once.
 */
import { and, asc, eq, gt, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { ExchangeLetterState } from '../../adapters/document-exchange';
import { letterFiles, letters, mailReceipts } from '../../db/schema';
import { saveFile, transactionWithFiles } from '../../storage';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { recordCreation, transition } from '../../workflow/transition';
import { notify } from '../notifications';
import type { LegalAidCaller } from '../legal-aid';
import { partyOf, sentBy } from './policy';
import type { LetterDeps } from './service';

/** How many pending letters one read (or one page of the poll) asks the exchange about. */
const BATCH = 20;

/** Letters to government bodies the exchange has not answered yet, after `afterId`, by id. */
function pendingLetters(deps: LetterDeps, scope: SQL | undefined, afterId = 0) {
  return deps.db
    .select({ id: letters.id, exchangeId: letters.exchangeId })
    .from(letters)
    .where(
      and(
        scope,
        eq(letters.recipientKind, 'GOV_BODY'),
        inArray(letters.status, ['SENT', 'RECEIVED']),
        isNotNull(letters.exchangeId),
        gt(letters.id, afterId),
      ),
    )
    .orderBy(asc(letters.id))
    .limit(BATCH);
}

async function ask(deps: LetterDeps, letter: { id: number; exchangeId: string | null }) {
  const state = await deps.exchange.state(letter.exchangeId!);
  if (state && state.state !== 'REGISTERED') await bringIn(deps, letter.id, state);
}

/** The caller's own pending letters (or the one `onlyId`): the exchange down is the caller's 503. */
export async function syncExchange(deps: LetterDeps, caller: LegalAidCaller, onlyId?: number) {
  const party = partyOf(caller);
  if (!party) return;
  const scope = and(sentBy(party), onlyId === undefined ? undefined : eq(letters.id, onlyId));
  for (const letter of await pendingLetters(deps, scope)) await ask(deps, letter);
}

/**
 * The poll (job `exchange-poll`): every pending letter, page by page. A letter the exchange cannot answer
 * for now is left for the next poll. Answers how many letters were asked about and how many failed.
 */
export async function pollExchange(deps: LetterDeps): Promise<{ asked: number; failed: number }> {
  let asked = 0;
  let failed = 0;
  let afterId = 0;
  for (;;) {
    const page = await pendingLetters(deps, undefined, afterId);
    for (const letter of page) {
      asked++;
      try {
        await ask(deps, letter);
      } catch {
        failed++;
      }
    }
    if (page.length < BATCH) return { asked, failed };
    afterId = page[page.length - 1]!.id;
  }
}

/** The author of a letter hears of its receipt and of its response (notifications, once each). */
function tellAuthor(tx: Parameters<typeof notify>[0], row: typeof letters.$inferSelect, event: string) {
  if (row.authorPersonId === null) return;
  return notify(tx, {
    recipientPersonId: row.authorPersonId,
    kind: `LETTER_${event}`,
    entity: { type: 'letter', id: row.id },
    textKey: `letters:notification.${event}`,
    params: { number: row.registrationNumber ?? String(row.id), body: row.recipientName },
  });
}

async function bringIn(deps: LetterDeps, id: number, state: ExchangeLetterState) {
  await transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const [row] = await tx.select().from(letters).where(eq(letters.id, id)).for('update');
    if (!row || !['SENT', 'RECEIVED'].includes(row.status)) return;
    const now = deps.clock.now();
    if (state.receipt) {
      const [existing] = await tx.select().from(mailReceipts).where(eq(mailReceipts.letterId, id));
      if (!existing)
        await tx.insert(mailReceipts).values({
          letterId: id,
          incomingNumber: state.receipt.incomingNumber,
          receivedAt: new Date(state.receipt.receivedAt),
          receivedBy: state.receipt.receivedBy,
        });
      if (row.status === 'SENT') {
        await transition(tx, 'letter', {
          id,
          event: 'RECEIVE',
          actor: SYSTEM_ACTOR,
          comment: state.receipt.incomingNumber,
          set: { receivedAt: new Date(state.receipt.receivedAt) },
        });
        await tellAuthor(tx, row, 'RECEIVED');
      }
    }
    if (!state.response) return;
    const response = state.response;
    const file = await saveFile(files, {
      content: Buffer.from(response.pdfBase64, 'base64'),
      originalName: `${response.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`,
      maxBytes: 50 * 1024 * 1024,
      allowedTypes: ['application/pdf'],
    });
    const [reply] = await tx
      .insert(letters)
      .values({
        status: 'SENT',
        subject: response.subject,
        summary: null,
        senderKind: 'GOV_BODY',
        senderRef: row.recipientRef,
        senderName: row.recipientName,
        recipientKind: row.senderKind,
        recipientRef: row.senderRef,
        recipientName: row.senderName,
        replyToId: id,
        sentAt: new Date(response.answeredAt),
        exchangeNumber: response.number,
      })
      .returning();
    await tx
      .update(letters)
      .set({ registrationNumber: `XAT-${response.date.slice(0, 4)}-${String(reply!.id).padStart(6, '0')}` })
      .where(eq(letters.id, reply!.id));
    await recordCreation(tx, 'letter', {
      id: reply!.id,
      status: 'SENT',
      actor: SYSTEM_ACTOR,
      comment: response.number,
    });
    await tx.insert(letterFiles).values({ letterId: reply!.id, fileId: file.id, kind: 'MAIN', position: 0 });
    await transition(tx, 'letter', {
      id,
      event: 'ANSWER',
      actor: SYSTEM_ACTOR,
      comment: response.number,
      set: { answeredAt: now },
    });
    await tellAuthor(tx, row, 'ANSWERED');
  });
}
