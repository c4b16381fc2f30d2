/**
 * Who may see and do what with letters (docs/domain.md "Letters"). The caller acts as one party: the
 * structure they direct (DIRECTOR, NEW_DIRECTOR), themselves as a lawyer (LAWYER), their region's chamber
 * (REGION_CHAMBER) or the republic chamber (REPUBLIC_CHAMBER, ref 0). A letter is seen by its sender and,
 * once sent, by its recipient; ADMIN sees every letter but acts on none; anyone else gets 404.
 */
import type { LetterParty, LetterPartyKind } from '@portal/contracts';
import { availableEvents, LETTER_WORKFLOW, type LetterStatus } from '@portal/domain';
import { and, eq, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { files, letterAdditions, letters } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

type LetterRow = typeof letters.$inferSelect;

/** The party the caller writes and receives letters as, or null (ADMIN, MINISTRY, USER…). */
export function partyOf(caller: LegalAidCaller): Party | null {
  if ((caller.role === 'DIRECTOR' || caller.role === 'NEW_DIRECTOR') && caller.directedContragentId !== null)
    return { kind: 'STRUCTURE', ref: String(caller.directedContragentId) };
  if (caller.role === 'LAWYER' && caller.lawyer) return { kind: 'LAWYER', ref: String(caller.lawyer.id) };
  if (caller.role === 'REGION_CHAMBER' && caller.regionId !== null)
    return { kind: 'CHAMBER', ref: String(caller.regionId) };
  if (caller.role === 'REPUBLIC_CHAMBER') return { kind: 'CHAMBER', ref: '0' };
  return null;
}

type Party = { kind: LetterPartyKind; ref: string };

/** The letters `party` wrote / the letters written to `party` (any status), as SQL conditions. */
export const sentBy = (party: Party) =>
  and(eq(letters.senderKind, party.kind), eq(letters.senderRef, party.ref));
export const sentTo = (party: Party) =>
  and(eq(letters.recipientKind, party.kind), eq(letters.recipientRef, party.ref));

/** The caller's party, or the refusal "you cannot write letters" (a 409 with its message). */
export function requireParty(caller: LegalAidCaller) {
  const party = partyOf(caller);
  if (!party) throw new AppError('BUSINESS_RULE', { messageKey: 'letters:error.noParty' });
  return party;
}

const same = (a: { kind: string; ref: string }, b: { kind: string; ref: string }) =>
  a.kind === b.kind && a.ref === b.ref;

export const senderOf = (row: LetterRow): Pick<LetterParty, 'kind' | 'ref'> => ({
  kind: row.senderKind as LetterPartyKind,
  ref: row.senderRef,
});
export const recipientOf = (row: LetterRow): Pick<LetterParty, 'kind' | 'ref'> => ({
  kind: row.recipientKind as LetterPartyKind,
  ref: row.recipientRef,
});

/** Whether the caller is the letter's sender / its recipient. */
export function isSender(caller: LegalAidCaller, row: LetterRow): boolean {
  const party = partyOf(caller);
  return party !== null && same(party, senderOf(row));
}
export function isRecipient(caller: LegalAidCaller, row: LetterRow): boolean {
  const party = partyOf(caller);
  return party !== null && same(party, recipientOf(row)) && !['DRAFT', 'DELETED'].includes(row.status);
}

/**
 * The letters of one box of the caller: received (incoming), their drafts, or sent (outgoing); ADMIN's
 * boxes hold every letter. Null for a caller who is no party.
 */
export function letterBox(
  caller: LegalAidCaller,
  box: 'incoming' | 'outgoing' | 'drafts',
): SQL | undefined | null {
  if (caller.role === 'ADMIN') return undefined;
  const party = partyOf(caller);
  if (!party) return null;
  if (box === 'incoming') return sentTo(party);
  if (box === 'drafts') return and(sentBy(party), eq(letters.status, 'DRAFT'));
  return and(sentBy(party), inArray(letters.status, ['SENT', 'RECEIVED', 'ANSWERED']));
}

function letterScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'ADMIN') return ne(letters.status, 'DELETED');
  const party = partyOf(caller);
  if (!party) return null;
  return and(
    ne(letters.status, 'DELETED'),
    or(sentBy(party), and(sentTo(party), notInArray(letters.status, ['DRAFT', 'DELETED']))),
  )!;
}

function letterCan(caller: LegalAidCaller, row: LetterRow) {
  const status = row.status as LetterStatus;
  const events = availableEvents(LETTER_WORKFLOW, status, caller.role);
  const sender = isSender(caller, row);
  const recipient = isRecipient(caller, row);
  // a letter to a government body is received and answered by the exchange, not in the portal
  const inPortal = row.recipientKind !== 'GOV_BODY';
  return {
    edit: sender && status === 'DRAFT',
    send: sender && events.includes('SEND'),
    delete: sender && events.includes('DELETE'),
    receive: recipient && inPortal && events.includes('RECEIVE'),
    answer: recipient && inPortal && events.includes('ANSWER'),
    /** Reading it in full: its files, the merged PDF. */
    read: sender || recipient || caller.role === 'ADMIN',
  };
}

export const letterPolicy = definePolicy({
  findVisible: letterScope,
  can: letterCan,
  refuse: (_caller, action) =>
    new AppError('TRANSITION_NOT_ALLOWED', {
      messageKey: action === 'edit' ? 'letters:error.notEditable' : 'letters:error.notAllowed',
    }),
});

/**
 * Additional information on a letter: seen by whoever may read the letter (the service checks the letter
 * through letterPolicy); changed only by its author, to whom another's addition is 404.
 */
export const additionPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => eq(letterAdditions.authorPersonId, caller.personId),
  can: (caller: LegalAidCaller, row: { authorPersonId: number }) => ({
    edit: row.authorPersonId === caller.personId,
  }),
});

/** A file the caller uploaded for a letter: theirs alone until a letter or an addition uses it. */
export const uploadPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => eq(files.ownerPersonId, caller.personId),
  can: () => ({}),
});
