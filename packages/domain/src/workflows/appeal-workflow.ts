import type { Actor } from './actors';
import { type EventOf, workflowTable } from './workflow';

/** Who writes appeals: the roles that hold `appeal.createOwn`, except ADMIN (who only looks). */
export const APPEAL_AUTHORS = ['USER', 'NEW_DIRECTOR', 'DIRECTOR'] as const satisfies readonly Actor[];
/** Who answers them: the advocates who hold `appeal.respond` (a director is an advocate too). */
export const APPEAL_RESPONDERS = ['LAWYER', 'DIRECTOR'] as const satisfies readonly Actor[];

/** The steps of an appeal nobody has taken yet (SEND or SEEN). */
const NOT_YET_TAKEN = {
  // the first to accept gets it (the row is locked: one wins, the others are told it was taken)
  ACCEPT: { to: 'ACCEPTED', who: APPEAL_RESPONDERS },
  // by its author while nobody has taken it
  CANCEL: { to: 'CANCELLED', who: APPEAL_AUTHORS },
} as const;

/** The states both kinds of appeal share (decisions.md: "Same flow"). */
const FLOW = {
  // a lawyer or director of one of its regions opened it
  SEND: { SEE: { to: 'SEEN', who: APPEAL_RESPONDERS }, ...NOT_YET_TAKEN },
  SEEN: NOT_YET_TAKEN,
  // by the accepted lawyer, with the result and how far the demand was met
  ACCEPTED: { COMPLETE: { to: 'COMPLETED', who: APPEAL_RESPONDERS } },
  COMPLETED: 'final',
  CANCELLED: 'final',
} as const;

/** Pro bono help for a person with a disability (legalAidDisabled/…). */
export const PRO_BONO_APPEAL_WORKFLOW = workflowTable({
  name: 'pro-bono-appeal',
  // only once the disability register confirmed the author (the service asks it first)
  creation: { SEND: APPEAL_AUTHORS },
  states: FLOW,
});

/**
 * State-funded legal aid for a citizen (clients/…). REJECTED is reached only by a state-funded appeal, at
 * creation, when the social protection register does not hold its author.
 */
export const STATE_FUNDED_APPEAL_WORKFLOW = workflowTable({
  name: 'state-funded-appeal',
  // the social protection register decides at once: enrolled -> SEND, not enrolled -> REJECTED (final)
  creation: { SEND: APPEAL_AUTHORS, REJECTED: APPEAL_AUTHORS },
  states: { ...FLOW, REJECTED: 'final' },
});

/**
 * Appeals (decisions.md "Appeal for pro bono help", "Appeal for state-funded legal aid"): one table of
 * statuses for both kinds; REJECTED is reached only by a state-funded appeal.
 */
export const APPEAL_STATUSES = STATE_FUNDED_APPEAL_WORKFLOW.states;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** Still open: the lawyers and directors of its regions see it and one of them may take it. */
export const APPEAL_OPEN_STATUSES = ['SEND', 'SEEN'] as const satisfies readonly AppealStatus[];

export type AppealEvent = EventOf<typeof STATE_FUNDED_APPEAL_WORKFLOW>;
