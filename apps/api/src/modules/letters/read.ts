/**
 * The letter reads (policy.ts scopes each): the lists of the screens by box, one letter with its files,
 * replies, receipt and history, what waits for the caller, and the new responses and receipts.
 */
import type { LetterDto, LetterFileItem, LetterListItem, LetterPartyKind } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/search';
import { letters, mailReceipts } from '../../db/schema';
import { withinVisible } from '../../http/policy';
import { tableList } from '../../kit/table-list';
import { visibleById } from '../../kit/visible';
import { historyItems } from '../legal-aid';
import type { LegalAidCaller } from '../legal-aid';
import { filesOfLetter } from './letter-files';
import { isSender, letterBox, letterPolicy, partyOf, sentBy, sentTo } from './policy';

type LetterRow = typeof letters.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A box of letters: the last changed first. */
const letterList = tableList(letters, [desc(letters.updatedAt), desc(letters.id)]);

export interface LetterListFilter {
  page: number;
  limit: number;
  box: 'incoming' | 'outgoing' | 'drafts';
  status?: LetterRow['status'] | undefined;
  partyKind?: LetterPartyKind | undefined;
  search?: string | undefined;
}

export function letterViews(db: Database, clock: Clock) {
  const today = () => tashkentToday(clock.now());

  function item(caller: LegalAidCaller, row: LetterRow): LetterListItem {
    const { read: _read, ...can } = letterPolicy.can(caller, row);
    return {
      id: row.id,
      status: row.status as LetterListItem['status'],
      registrationNumber: row.registrationNumber,
      subject: row.subject,
      summary: row.summary,
      sender: { kind: row.senderKind as LetterPartyKind, ref: row.senderRef, name: row.senderName },
      recipient: {
        kind: row.recipientKind as LetterPartyKind,
        ref: row.recipientRef,
        name: row.recipientName,
      },
      direction: isSender(caller, row) ? 'OUTGOING' : 'INCOMING',
      dueDate: row.dueDate,
      overdue: ['SENT', 'RECEIVED'].includes(row.status) && row.dueDate !== null && row.dueDate < today(),
      sentAt: iso(row.sentAt),
      receivedAt: iso(row.receivedAt),
      answeredAt: iso(row.answeredAt),
      replyTo: null,
      exchangeNumber: row.exchangeNumber,
      receipt: null,
      can,
    };
  }

  function boxCondition(caller: LegalAidCaller, filter: LetterListFilter): SQL | undefined | null {
    const counterpart = filter.partyKind
      ? filter.box === 'incoming'
        ? eq(letters.senderKind, filter.partyKind)
        : eq(letters.recipientKind, filter.partyKind)
      : undefined;
    const search = filter.search
      ? or(
          ilike(letters.subject, containsPattern(filter.search)),
          ilike(letters.registrationNumber, containsPattern(filter.search)),
          ilike(letters.senderName, containsPattern(filter.search)),
          ilike(letters.recipientName, containsPattern(filter.search)),
        )
      : undefined;
    const status = filter.status ? eq(letters.status, filter.status) : undefined;
    return withinVisible(letterBox(caller, filter.box), counterpart, search, status);
  }

  const visibleRow = (caller: LegalAidCaller, id: number) =>
    visibleById(db, letterPolicy, caller, letters, id);

  async function fileItems(letterId: number): Promise<LetterFileItem[]> {
    return (await filesOfLetter(db, letterId)).map(({ lf, file }) => ({
      id: lf.id,
      kind: lf.kind as LetterFileItem['kind'],
      position: lf.position,
      file: { id: file.id, name: file.originalName, size: file.size, contentType: file.contentType },
    }));
  }

  return {
    visibleRow,
    fileItems,

    async list(caller: LegalAidCaller, filter: LetterListFilter) {
      const box = boxCondition(caller, filter);
      const where = box === null ? null : withinVisible(letterPolicy.findVisible(caller), box);
      return letterList(db, where, filter, (r) => item(caller, r));
    },

    async dto(caller: LegalAidCaller, id: number): Promise<LetterDto> {
      const row = await visibleRow(caller, id);
      const [files, history, replies, [receipt], [original]] = await Promise.all([
        fileItems(id),
        historyItems(db, 'letter', id),
        db
          .select()
          .from(letters)
          .where(and(eq(letters.replyToId, id), withinVisible(letterPolicy.findVisible(caller)) ?? undefined))
          .orderBy(letters.id),
        db.select().from(mailReceipts).where(eq(mailReceipts.letterId, id)),
        row.replyToId === null
          ? Promise.resolve([])
          : db.select().from(letters).where(eq(letters.id, row.replyToId)),
      ]);
      return {
        ...item(caller, row),
        replyTo: original ? { id: original.id, registrationNumber: original.registrationNumber } : null,
        receipt: receipt
          ? {
              incomingNumber: receipt.incomingNumber,
              receivedAt: receipt.receivedAt.toISOString(),
              receivedBy: receipt.receivedBy,
            }
          : null,
        replies: replies
          .filter((r) => r.status !== 'DELETED')
          .map((r) => ({
            id: r.id,
            registrationNumber: r.registrationNumber,
            status: r.status as LetterDto['status'],
            subject: r.subject,
          })),
        files,
        history,
      };
    },

    async notification(caller: LegalAidCaller) {
      const party = partyOf(caller);
      if (!party) return { incoming: 0, responses: 0, receipts: 0, overdue: 0 };
      const toMe = sentTo(party);
      const [[incoming], [responses], [receipts], [overdue]] = await Promise.all([
        db
          .select({ n: count() })
          .from(letters)
          .where(and(toMe, eq(letters.status, 'SENT'), isNull(letters.replyToId))),
        db
          .select({ n: count() })
          .from(letters)
          .where(and(toMe, eq(letters.status, 'SENT'))),
        db
          .select({ n: count() })
          .from(mailReceipts)
          .innerJoin(letters, eq(letters.id, mailReceipts.letterId))
          .where(and(sentBy(party), isNull(mailReceipts.seenAt))),
        db
          .select({ n: count() })
          .from(letters)
          .where(and(toMe, inArray(letters.status, ['SENT', 'RECEIVED']), lt(letters.dueDate, today()))),
      ]);
      return {
        incoming: incoming!.n,
        responses: responses!.n - incoming!.n,
        receipts: receipts!.n,
        overdue: overdue!.n,
      };
    },

    /** Replies to the caller's letters that they have not received yet. */
    async newResponses(caller: LegalAidCaller) {
      const party = partyOf(caller);
      if (!party) return { list: [] };
      const rows = await db
        .select()
        .from(letters)
        .where(and(sentTo(party), eq(letters.status, 'SENT'), isNotNull(letters.replyToId)))
        .orderBy(desc(letters.id))
        .limit(100);
      return { list: rows.map((r) => item(caller, r)) };
    },

    async newReceipts(caller: LegalAidCaller) {
      const party = partyOf(caller);
      if (!party) return { list: [] };
      const rows = await db
        .select({ r: mailReceipts, l: letters })
        .from(mailReceipts)
        .innerJoin(letters, eq(letters.id, mailReceipts.letterId))
        .where(and(sentBy(party), isNull(mailReceipts.seenAt)))
        .orderBy(desc(mailReceipts.id))
        .limit(100);
      return {
        list: rows.map(({ r, l }) => ({
          id: r.id,
          letterId: l.id,
          registrationNumber: l.registrationNumber,
          subject: l.subject,
          incomingNumber: r.incomingNumber,
          receivedAt: r.receivedAt.toISOString(),
          receivedBy: r.receivedBy,
        })),
      };
    },
  };
}
