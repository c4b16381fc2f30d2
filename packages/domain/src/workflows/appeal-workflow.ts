import type { Actor } from './actors';
import { defineWorkflow } from './workflow';

/**
 * Appeals (decisions.md "Appeal for pro bono help", "Appeal for state-funded legal aid"): one table of
 * statuses for both kinds; REJECTED is reached only by a state-funded appeal, at creation, when the
 * social protection register does not hold its author.
 */
export const APPEAL_STATUSES = ['SEND', 'SEEN', 'ACCEPTED', 'COMPLETED', 'CANCELLED', 'REJECTED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Still open: the lawyers and directors of its regions see it and one of them may take it. */
export const APPEAL_OPEN_STATUSES = ['SEND', 'SEEN'] as const satisfies readonly AppealStatus[];

export const APPEAL_EVENTS = ['SEE', 'ACCEPT', 'COMPLETE', 'CANCEL'] as const;
export type AppealEvent = (typeof APPEAL_EVENTS)[number];

/** Who writes appeals: the roles that hold `appeal.createOwn`, except ADMIN (who only looks). */
export const APPEAL_AUTHORS = ['USER', 'NEW_DIRECTOR', 'DIRECTOR'] as const satisfies readonly Actor[];
/** Who answers them: the advocates who hold `appeal.respond` (a director is an advocate too). */
export const APPEAL_RESPONDERS = ['LAWYER', 'DIRECTOR'] as const satisfies readonly Actor[];

const FLOW = [
  // a lawyer or director of one of its regions opened it
  { from: 'SEND', event: 'SEE', to: 'SEEN', who: APPEAL_RESPONDERS },
  // the first to accept gets it (the row is locked: one wins, the others are told it was taken)
  { from: 'SEND', event: 'ACCEPT', to: 'ACCEPTED', who: APPEAL_RESPONDERS },
  { from: 'SEEN', event: 'ACCEPT', to: 'ACCEPTED', who: APPEAL_RESPONDERS },
  // by the accepted lawyer, with the result and how far the demand was met
  { from: 'ACCEPTED', event: 'COMPLETE', to: 'COMPLETED', who: APPEAL_RESPONDERS },
  // by its author while nobody has taken it
  { from: 'SEND', event: 'CANCEL', to: 'CANCELLED', who: APPEAL_AUTHORS },
  { from: 'SEEN', event: 'CANCEL', to: 'CANCELLED', who: APPEAL_AUTHORS },
] as const;

/** Pro bono help for a person with a disability (legalAidDisabled/…). */
export const PRO_BONO_APPEAL_WORKFLOW = defineWorkflow<Exclude<AppealStatus, 'REJECTED'>, AppealEvent>({
  name: 'pro-bono-appeal',
  states: ['SEND', 'SEEN', 'ACCEPTED', 'COMPLETED', 'CANCELLED'],
  events: APPEAL_EVENTS,
  // only once the disability register confirmed the author (the service asks it first)
  creation: [{ to: 'SEND', who: APPEAL_AUTHORS }],
  final: ['COMPLETED', 'CANCELLED'],
  transitions: FLOW,
});

/** State-funded legal aid for a citizen (clients/…). */
export const STATE_FUNDED_APPEAL_WORKFLOW = defineWorkflow<AppealStatus, AppealEvent>({
  name: 'state-funded-appeal',
  states: APPEAL_STATUSES,
  events: APPEAL_EVENTS,
  // the social protection register decides at once: enrolled -> SEND, not enrolled -> REJECTED (final)
  creation: [
    { to: 'SEND', who: APPEAL_AUTHORS },
    { to: 'REJECTED', who: APPEAL_AUTHORS },
  ],
  final: ['COMPLETED', 'CANCELLED', 'REJECTED'],
  transitions: FLOW,
});
