/**
 * Bringing in what the inter-agency exchange has for the caller's letters to government bodies: the
 * body's receipt (the letter becomes RECEIVED, a mail receipt row) and its response (a letter from the
 * body to the sender, SENT, with the response PDF; the letter becomes ANSWERED). Asked when the caller
 * reads the new responses or receipts (letterResponse/newList, mailReceipt/newList) and when a letter to
 * a body is opened. Each letter in its own transaction, the row locked and its state read again, so two
 * readers at once bring each response in once.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ExchangeLetterState } from '../../adapters/document-exchange';
import { letterFiles, letters, mailReceipts } from '../../db/schema';
import { saveFile, transactionWithFiles } from '../../storage';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { recordCreation, transition } from '../../workflow/transition';
import type { LegalAidCaller } from '../legal-aid';
import { partyOf } from './policy';
import type { LetterDeps } from './service';

/** How many of the caller's pending letters one read asks the exchange about. */
const BATCH = 20;

export async function syncExchange(deps: LetterDeps, caller: LegalAidCaller, onlyId?: number) {
  const party = partyOf(caller);
  if (!party) return;
  const pending = await deps.db
    .select({ id: letters.id, exchangeId: letters.exchangeId })
    .from(letters)
    .where(
      and(
        eq(letters.senderKind, party.kind),
        eq(letters.senderRef, party.ref),
        eq(letters.recipientKind, 'GOV_BODY'),
        inArray(letters.status, ['SENT', 'RECEIVED']),
        isNotNull(letters.exchangeId),
        onlyId === undefined ? undefined : eq(letters.id, onlyId),
      ),
    )
    .orderBy(letters.id)
    .limit(BATCH);
  for (const letter of pending) {
    const state = await deps.exchange.state(letter.exchangeId!);
    if (state && state.state !== 'REGISTERED') await bringIn(deps, letter.id, state);
  }
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
      if (row.status === 'SENT')
        await transition(tx, 'letter', {
          id,
          event: 'RECEIVE',
          actor: SYSTEM_ACTOR,
          comment: state.receipt.incomingNumber,
          set: { receivedAt: new Date(state.receipt.receivedAt) },
        });
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
  });
}
