import { defineWorkflow } from './workflow';

/**
 * A letter between structures, lawyers, chambers and government bodies (issue 16 §2; docs/domain.md
 * "Letters"). The sender writes a DRAFT (main PDF, attachments), SENDs it (it gets its registration
 * number and the due date of the answer), the recipient RECEIVEs it (opens it; for a government body the
 * exchange's receipt does it) and ANSWERs it (a reply letter; a government body's response comes from the
 * exchange). A draft may be DELETEd.
 */
export const LETTER_STATUSES = ['DRAFT', 'SENT', 'RECEIVED', 'ANSWERED', 'DELETED'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_EVENTS = ['SEND', 'RECEIVE', 'ANSWER', 'DELETE'] as const;
export type LetterEvent = (typeof LETTER_EVENTS)[number];

/** The roles that write and answer letters: a structure's director, a lawyer, a chamber officer. */
export const LETTER_PARTY_ACTORS = [
  'LAWYER',
  'DIRECTOR',
  'NEW_DIRECTOR',
  'REGION_CHAMBER',
  'REPUBLIC_CHAMBER',
] as const;

/** Receiving and answering: a party, or the portal itself for the exchange's receipts and responses. */
const RECEIVERS = [...LETTER_PARTY_ACTORS, 'SYSTEM'] as const;

export const LETTER_WORKFLOW = defineWorkflow<LetterStatus, LetterEvent>({
  name: 'letter',
  states: LETTER_STATUSES,
  events: LETTER_EVENTS,
  // a party writes a draft; a government body's response arrives from the exchange already sent
  creation: [
    { to: 'DRAFT', who: LETTER_PARTY_ACTORS },
    { to: 'SENT', who: ['SYSTEM'] },
  ],
  final: ['ANSWERED', 'DELETED'],
  transitions: [
    { from: 'DRAFT', event: 'SEND', to: 'SENT', who: LETTER_PARTY_ACTORS },
    { from: 'DRAFT', event: 'DELETE', to: 'DELETED', who: LETTER_PARTY_ACTORS },
    { from: 'SENT', event: 'RECEIVE', to: 'RECEIVED', who: RECEIVERS },
    // an answer may come before the recipient marked the letter received
    { from: 'SENT', event: 'ANSWER', to: 'ANSWERED', who: RECEIVERS },
    { from: 'RECEIVED', event: 'ANSWER', to: 'ANSWERED', who: RECEIVERS },
  ],
});
