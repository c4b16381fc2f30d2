import { type EventOf, finalStates, liveStates, stepsBy, workflowTable } from './workflow';

/**
 * A candidate to the bar (decisions.md "Candidate to the bar and intern", docs/domain.md "Bar candidates"):
 * the person files documents and two photos (SEND); the portal sends them to the interior ministry's
 * conviction check (SEND_CONVICTION) and, the registry finding none, the filing waits for its interview
 * (PENDING: no date yet). The regional chamber of the filing's region sets the date (MEETING; it may move
 * it), opens the interview on the day (MEETING_PROCESS) and marks the result: PASSED, FAILED, or ABSENT
 * (also straight from MEETING when the candidate does not come). A person with a conviction is refused at
 * filing, before anything is saved (modules/candidates/filing.ts), so no filing ever holds one.
 */
export const CANDIDATE_WORKFLOW = workflowTable({
  name: 'candidate',
  creation: { SEND: ['USER'] },
  states: {
    SEND: stepsBy(['SYSTEM'], { SEND_FOR_CHECK: 'SEND_CONVICTION' }),
    SEND_CONVICTION: stepsBy(['SYSTEM'], { NO_CONVICTION: 'PENDING' }),
    PENDING: stepsBy(['REGION_CHAMBER'], { SET_INTERVIEW: 'MEETING' }),
    MEETING: stepsBy(['REGION_CHAMBER'], {
      SET_INTERVIEW: 'MEETING',
      START_INTERVIEW: 'MEETING_PROCESS',
      MARK_ABSENT: 'ABSENT',
    }),
    MEETING_PROCESS: stepsBy(['REGION_CHAMBER'], { PASS: 'PASSED', FAIL: 'FAILED' }),
    ...finalStates('PASSED', 'FAILED', 'ABSENT'),
  },
});

export const CANDIDATE_STATUSES = CANDIDATE_WORKFLOW.states;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export type CandidateEvent = EventOf<typeof CANDIDATE_WORKFLOW>;

/**
 * The statuses of a filing still under way (all but the final ones): a person has at most one (a new filing
 * needs none of these).
 */
export const CANDIDATE_LIVE_STATUSES: readonly CandidateStatus[] = liveStates(CANDIDATE_WORKFLOW);

/**
 * An internship (docs/domain.md "Interns"): it begins ACTIVE when the director of a structure accepts a
 * PASSED candidate's application to an internship vacancy (the person is INTERN there for the period);
 * the director ends it: COMPLETED at the end of the period, or CANCELLED early with a reason; the portal
 * completes one whose period is over (PERIOD_END, job internship-end).
 */
export const INTERNSHIP_WORKFLOW = workflowTable({
  name: 'internship',
  creation: { ACTIVE: ['DIRECTOR'] },
  states: {
    ACTIVE: {
      ...stepsBy(['DIRECTOR'], { COMPLETE: 'COMPLETED', TERMINATE: 'CANCELLED' }),
      // The daily internship-end job: the period is over and the director did not complete it.
      PERIOD_END: { to: 'COMPLETED', who: ['SYSTEM'] },
    },
    ...finalStates('COMPLETED', 'CANCELLED'),
  },
});

export const INTERNSHIP_STATUSES = INTERNSHIP_WORKFLOW.states;
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];
export type InternshipEvent = EventOf<typeof INTERNSHIP_WORKFLOW>;
