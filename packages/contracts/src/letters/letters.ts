/**
 * Letters between structures, lawyers, chambers and government bodies (spec section 7
 * "Letters and files"; docs/domain.md "Letters"). A party writes a draft, attaches a main PDF and
 * attachments (letter-files.ts), sends it (registration number, due date of the answer); the recipient
 * receives and answers it with a reply letter. Letters to government bodies go through the inter-agency
 * document exchange, which registers them and later brings the receipt and the response.
 */
import { LETTER_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { optionalLine, requiredLine } from '../common/text';
import { actionFlags, counts, withId } from '../kit/fields';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery, searchText, wholeListOf } from '../common/paging';
import { defineCalls, get, post, noContent } from '../kit/define-call';
import { calendarDate, idBody, statusHistoryItem } from '../legal-aid/common';
import { letterFileItem } from './letter-files';

export const LETTER_TAGS = ['letters'] as const;

export const LETTER_STATUS_VALUES = LETTER_STATUSES;

/** Who writes and receives letters: a structure, a lawyer, a chamber (region id; 0 the republic's), a government body. */
export const LETTER_PARTY_KINDS = ['STRUCTURE', 'LAWYER', 'CHAMBER', 'GOV_BODY'] as const;
export type LetterPartyKind = (typeof LETTER_PARTY_KINDS)[number];

/** The letter lists of the screens: letters-and-documents/{type}. */
export const LETTER_BOXES = ['incoming', 'outgoing', 'drafts'] as const;
export type LetterBox = (typeof LETTER_BOXES)[number];

/** Days the recipient has to answer when the sender gives no due date; the longest a sender may give. */
export const LETTER_DEFAULT_ANSWER_DAYS = 15;
export const LETTER_MAX_ANSWER_DAYS = 90;

export const letterParty = z.object({
  kind: z.enum(LETTER_PARTY_KINDS),
  ref: z.string(),
  name: z.string(),
});
export type LetterParty = z.infer<typeof letterParty>;

const subjectText = requiredLine(500);
const summaryText = optionalLine(4000);
/** A party reference: digits (structure, lawyer, chamber region) or an exchange id. */
const partyRef = requiredLine(40).regex(/^[A-Za-z0-9-]+$/, 'validation.wrongData');

/** letter/create: a draft to a recipient (or a reply: `replyToId`, the recipient is the letter's sender). */
export const letterCreateBody = z.object({
  recipientKind: z.enum(LETTER_PARTY_KINDS).optional(),
  recipientRef: partyRef.optional(),
  replyToId: idSchema.optional(),
  subject: subjectText,
  summary: summaryText,
  /** When the answer is due; empty: LETTER_DEFAULT_ANSWER_DAYS after sending. */
  dueDate: calendarDate.optional(),
});
export type LetterCreateBody = z.infer<typeof letterCreateBody>;

/** letter/updateByLetterId: the draft's text and due date. */
export const letterUpdateBody = z.object({
  id: idSchema,
  subject: subjectText,
  summary: summaryText,
  dueDate: calendarDate.optional(),
});

export const letterCan = actionFlags('edit', 'send', 'delete', 'receive', 'answer');

export const letterDto = withId({
  status: z.enum(LETTER_STATUS_VALUES),
  /** Given when sent. */
  registrationNumber: z.string().nullable(),
  subject: z.string(),
  summary: z.string().nullable(),
  sender: letterParty,
  recipient: letterParty,
  /** How the caller sees it: they sent it (outgoing) or it came to them (incoming). */
  direction: z.enum(['OUTGOING', 'INCOMING']),
  dueDate: z.string().nullable(),
  /** Sent or received and not answered after the due date. */
  overdue: z.boolean(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  replyTo: z.object({ id: z.number().int(), registrationNumber: z.string().nullable() }).nullable(),
  replies: z.array(
    z.object({
      id: z.number().int(),
      registrationNumber: z.string().nullable(),
      status: z.enum(LETTER_STATUS_VALUES),
      subject: z.string(),
    }),
  ),
  /** A letter to a government body: the exchange's registration number and the body's receipt. */
  exchangeNumber: z.string().nullable(),
  receipt: z
    .object({ incomingNumber: z.string(), receivedAt: z.string(), receivedBy: z.string() })
    .nullable(),
  files: z.array(letterFileItem),
  history: z.array(statusHistoryItem),
  can: letterCan,
});
export type LetterDto = z.infer<typeof letterDto>;

export const letterListItem = letterDto.omit({ files: true, history: true, replies: true });
export type LetterListItem = z.infer<typeof letterListItem>;

export const letterListQuery = pageQuery(20, 100).extend({
  box: z.enum(LETTER_BOXES).default('incoming'),
  status: z.enum(LETTER_STATUS_VALUES).optional(),
  /** Letters with one party kind (letters-and-documents-contragent-or-lawyer: STRUCTURE and LAWYER). */
  partyKind: z.enum(LETTER_PARTY_KINDS).optional(),
  search: searchText,
});

/**
 * letter/notification: what waits for the caller.
 * - incoming: Letters sent to the caller not yet received.
 * - responses: Replies to the caller's letters not yet received.
 * - receipts: Receipts of the exchange the caller has not seen.
 * - overdue: The caller's incoming letters past their due date, unanswered.
 */
export const letterNotification = counts('incoming', 'responses', 'receipts', 'overdue');

export const mailReceiptItem = withId({
  letterId: z.number().int(),
  registrationNumber: z.string().nullable(),
  subject: z.string(),
  incomingNumber: z.string(),
  receivedAt: z.string(),
  receivedBy: z.string(),
});

/** A recipient the caller may write to (letter/recipients). */
export const recipientQuery = z.object({
  kind: z.enum(['STRUCTURE', 'LAWYER', 'CHAMBER']),
  search: searchText,
});

export const letterCalls = defineCalls(LETTER_TAGS, 'letter.view', {
  letterList: get('letter/list', { query: letterListQuery, response: listOf(letterListItem) }),
  letter: get('letter/byId/:id', { params: idParams, response: letterDto }),
  letterCreate: post('letter/create', {
    body: letterCreateBody,
    response: letterDto,
    summary: 'A draft letter, or a draft reply to a letter received',
  }),
  letterUpdate: post('letter/updateByLetterId', { body: letterUpdateBody, response: letterDto }),
  letterSend: post('letter/send', {
    body: idBody,
    response: letterDto,
    summary: 'Sends a draft: registration number, due date; a government body gets it through the exchange',
  }),
  letterReceive: post('letter/receive', { body: idBody, response: letterDto }),
  letterDelete: post('letter/delete', { body: idBody, response: noContent }),
  letterRecipients: get('letter/recipients', { query: recipientQuery, response: wholeListOf(letterParty) }),
  letterNotification: get('letter/notification', { response: letterNotification }),
  letterResponseNewList: get('letterResponse/newList', {
    response: wholeListOf(letterListItem),
    summary: 'Replies to the caller’s letters not yet received (asks the exchange for new ones first)',
  }),
  mailReceiptNewList: get('mailReceipt/newList', {
    response: wholeListOf(mailReceiptItem),
    summary: 'Receipts of the exchange for the caller’s letters not yet seen (asks the exchange first)',
  }),
  mailReceiptSeen: post('mailReceipt/seen', { body: idBody, response: noContent }),
});
