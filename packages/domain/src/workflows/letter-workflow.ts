import { type EventOf, finalStates, stepsBy, workflowTable } from './workflow';

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

/**
 * A letter between structures, lawyers, chambers and government bodies (docs/domain.md
 * "Letters"). The sender writes a DRAFT (main PDF, attachments), SENDs it (it gets its registration
 * number and the due date of the answer), the recipient RECEIVEs it (opens it; for a government body the
 * exchange's receipt does it) and ANSWERs it (a reply letter; a government body's response comes from the
 * exchange). A draft may be DELETEd.
 */
export const LETTER_WORKFLOW = workflowTable({
  name: 'letter',
  // a party writes a draft; a government body's response arrives from the exchange already sent
  creation: { DRAFT: LETTER_PARTY_ACTORS, SENT: ['SYSTEM'] },
  states: {
    DRAFT: stepsBy(LETTER_PARTY_ACTORS, { SEND: 'SENT', DELETE: 'DELETED' }),
    // an answer may come before the recipient marked the letter received
    SENT: stepsBy(RECEIVERS, { RECEIVE: 'RECEIVED', ANSWER: 'ANSWERED' }),
    RECEIVED: stepsBy(RECEIVERS, { ANSWER: 'ANSWERED' }),
    ...finalStates('ANSWERED', 'DELETED'),
  },
});

export const LETTER_STATUSES = LETTER_WORKFLOW.states;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export type LetterEvent = EventOf<typeof LETTER_WORKFLOW>;
