import { defineWorkflow } from './workflow';

/**
 * A candidate to the bar (decisions.md "Candidate to the bar and intern", docs/domain.md "Bar candidates"):
 * the person files documents and two photos (SEND); the portal sends them to the interior ministry's
 * conviction check (SEND_CONVICTION) and, the registry finding none, the filing waits for its interview
 * (PENDING: no date yet). The regional chamber of the filing's region sets the date (MEETING; it may move
 * it), opens the interview on the day (MEETING_PROCESS) and marks the result: PASSED, FAILED, or ABSENT
 * (also straight from MEETING when the candidate does not come). A person with a conviction is refused at
 * filing, before anything is saved (modules/candidates/filing.ts), so no filing ever holds one.
 */
export const CANDIDATE_STATUSES = [
  'SEND',
  'SEND_CONVICTION',
  'PENDING',
  'MEETING',
  'MEETING_PROCESS',
  'PASSED',
  'FAILED',
  'ABSENT',
] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const CANDIDATE_EVENTS = [
  'SEND_FOR_CHECK',
  'NO_CONVICTION',
  'SET_INTERVIEW',
  'START_INTERVIEW',
  'PASS',
  'FAIL',
  'MARK_ABSENT',
] as const;
export type CandidateEvent = (typeof CANDIDATE_EVENTS)[number];

/** The statuses of a filing still under way: a person has at most one (a new filing needs none of these). */
export const CANDIDATE_LIVE_STATUSES: readonly CandidateStatus[] = [
  'SEND',
  'SEND_CONVICTION',
  'PENDING',
  'MEETING',
  'MEETING_PROCESS',
];

export const CANDIDATE_WORKFLOW = defineWorkflow<CandidateStatus, CandidateEvent>({
  name: 'candidate',
  states: CANDIDATE_STATUSES,
  events: CANDIDATE_EVENTS,
  creation: [{ to: 'SEND', who: ['USER'] }],
  final: ['PASSED', 'FAILED', 'ABSENT'],
  transitions: [
    { from: 'SEND', event: 'SEND_FOR_CHECK', to: 'SEND_CONVICTION', who: ['SYSTEM'] },
    { from: 'SEND_CONVICTION', event: 'NO_CONVICTION', to: 'PENDING', who: ['SYSTEM'] },
    { from: 'PENDING', event: 'SET_INTERVIEW', to: 'MEETING', who: ['REGION_CHAMBER'] },
    { from: 'MEETING', event: 'SET_INTERVIEW', to: 'MEETING', who: ['REGION_CHAMBER'] },
    { from: 'MEETING', event: 'START_INTERVIEW', to: 'MEETING_PROCESS', who: ['REGION_CHAMBER'] },
    { from: 'MEETING', event: 'MARK_ABSENT', to: 'ABSENT', who: ['REGION_CHAMBER'] },
    { from: 'MEETING_PROCESS', event: 'PASS', to: 'PASSED', who: ['REGION_CHAMBER'] },
    { from: 'MEETING_PROCESS', event: 'FAIL', to: 'FAILED', who: ['REGION_CHAMBER'] },
  ],
});

/**
 * An internship (docs/domain.md "Interns"): it begins ACTIVE when the director of a structure accepts a
 * PASSED candidate's application to an internship vacancy (the person is INTERN there for the period);
 * the director ends it: COMPLETED at the end of the period, or CANCELLED early with a reason; the portal
 * completes one whose period is over (PERIOD_END, job internship-end).
 */
export const INTERNSHIP_STATUSES = ['ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];

export const INTERNSHIP_EVENTS = ['COMPLETE', 'TERMINATE', 'PERIOD_END'] as const;
export type InternshipEvent = (typeof INTERNSHIP_EVENTS)[number];

export const INTERNSHIP_WORKFLOW = defineWorkflow<InternshipStatus, InternshipEvent>({
  name: 'internship',
  states: INTERNSHIP_STATUSES,
  events: INTERNSHIP_EVENTS,
  creation: [{ to: 'ACTIVE', who: ['DIRECTOR'] }],
  final: ['COMPLETED', 'CANCELLED'],
  transitions: [
    { from: 'ACTIVE', event: 'COMPLETE', to: 'COMPLETED', who: ['DIRECTOR'] },
    { from: 'ACTIVE', event: 'TERMINATE', to: 'CANCELLED', who: ['DIRECTOR'] },
    // The daily internship-end job: the period is over and the director did not complete it.
    { from: 'ACTIVE', event: 'PERIOD_END', to: 'COMPLETED', who: ['SYSTEM'] },
  ],
});
