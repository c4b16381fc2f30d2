import { ADVOCATE_ACTORS } from './actors';
import { type EventOf, stepsBy, workflowTable } from './workflow';

const BODY = ['EXPERT'] as const;
const SYSTEM = ['SYSTEM'] as const;

/** The body sends a request on to another organization, or finds it is not the body's to do. */
const SEND_AWAY = {
  DIRECT: { to: 'DIRECTED', who: BODY },
  MARK_NOT_APPLICABLE: { to: 'NOT_APPLICABLE', who: BODY },
} as const;

/** A request no expert has taken yet: one takes it (whoever is first), or the body sends it away. */
const UNTAKEN = { TAKE: { to: 'UNDER_CONSIDERATION', who: BODY }, ...SEND_AWAY } as const;

/** A petition keeps the status: the expert asks the lawyer for more materials, the lawyer answers. */
const petition = <const S extends string>(state: S) =>
  ({
    ASK_PETITION: { to: state, who: BODY },
    ANSWER_PETITION: { to: state, who: ADVOCATE_ACTORS },
  }) as const;

/**
 * A lawyer's request to the forensic expertise body for an expertise on a case of their order
 * (decisions.md "Expertise request", docs/domain.md "Expertise"). The states are written in the order of
 * their spec codes, -2 DIRECTED to 12 NOT_APPLICABLE (EXPERTISE_STATUS_CODES). The lawyer keeps a draft
 * (TEMPORARY) and sends it (NEW); the body's staff (role EXPERT) take each step their position allows
 * (EXPERTISE_POSITION_STEPS); the payment provider and the daily jobs take the SYSTEM's. A petition (the
 * expert asks the lawyer for more materials, the lawyer answers) keeps the status and is written in the
 * history as its own step.
 */
export const EXPERTISE_WORKFLOW = workflowTable({
  name: 'expertise',
  creation: { TEMPORARY: ADVOCATE_ACTORS, NEW: ADVOCATE_ACTORS },
  states: {
    // sent on to another organization, whose staff take it from there
    DIRECTED: UNTAKEN,
    REJECTED: 'final',
    TEMPORARY: { SEND: { to: 'NEW', who: ADVOCATE_ACTORS } },
    NEW: UNTAKEN,
    UNDER_CONSIDERATION: {
      SEND_FOR_APPROVAL: { to: 'ON_APPROVAL_FOR_DIRECTOR', who: BODY },
      ...petition('UNDER_CONSIDERATION'),
      PROPOSE_REJECTION: { to: 'FOR_REJECTION', who: BODY },
      ...SEND_AWAY,
    },
    ON_APPROVAL_FOR_DIRECTOR: stepsBy(BODY, {
      APPROVE: 'ON_APPROVAL_FOR_DEPUTY_DIRECTOR',
      RETURN: 'UNDER_CONSIDERATION',
    }),
    // the deputy director's approval issues the invoice (PENDING)
    ON_APPROVAL_FOR_DEPUTY_DIRECTOR: stepsBy(BODY, { APPROVE: 'PENDING', RETURN: 'UNDER_CONSIDERATION' }),
    PENDING: {
      // the payment provider performed the invoice's payment, or returned it (the status stays)
      PAY: { to: 'PENDING', who: SYSTEM },
      REVERSE_PAYMENT: { to: 'PENDING', who: SYSTEM },
      // once the invoice is paid
      START: { to: 'IN_PRODUCTION', who: BODY },
      PROPOSE_REJECTION: { to: 'FOR_REJECTION', who: BODY },
      // the daily job: the invoice was not paid within its term
      EXPIRE: { to: 'REJECTED', who: SYSTEM },
    },
    IN_PRODUCTION: {
      PAUSE: { to: 'PAUSED', who: BODY },
      ...petition('IN_PRODUCTION'),
      SEND_FOR_AGREEMENT: { to: 'ON_AGREEMENT', who: BODY },
      PROPOSE_REJECTION: { to: 'FOR_REJECTION', who: BODY },
    },
    // the head of department agrees the conclusion by signing and sending it, or returns it
    ON_AGREEMENT: stepsBy(BODY, { SEND_CONCLUSION: 'SENT', RETURN: 'IN_PRODUCTION' }),
    SENT: { COMPLETE: { to: 'COMPLETED', who: BODY } },
    COMPLETED: 'final',
    PAUSED: {
      RESUME: { to: 'IN_PRODUCTION', who: BODY },
      ...petition('PAUSED'),
      PROPOSE_REJECTION: { to: 'FOR_REJECTION', who: BODY },
    },
    // rejecting a request whose invoice was paid asks the provider for a refund (a job of the same transaction)
    FOR_REJECTION: { REJECT: { to: 'REJECTED', who: BODY } },
    NOT_APPLICABLE: 'final',
  },
});

export const EXPERTISE_STATUSES = EXPERTISE_WORKFLOW.states;
export type ExpertiseStatus = (typeof EXPERTISE_STATUSES)[number];
export type ExpertiseEvent = EventOf<typeof EXPERTISE_WORKFLOW>;

/** The spec's code of each status (spec section 4 "Expertise codes"): -2 DIRECTED … 12 NOT_APPLICABLE. */
export const EXPERTISE_STATUS_CODES = Object.fromEntries(
  EXPERTISE_STATUSES.map((status, index) => [status, index - 2]),
) as Record<ExpertiseStatus, number>;

/** The spec's `type`: a first expertise, an additional one, a repeated one, or one by a commission. */
export const EXPERTISE_KINDS = ['PRIMARY', 'ADDITIONAL', 'REPEATED', 'COMMISSION'] as const;
/** The spec's `docType`: the kind of case the expertise is asked for. */
export const EXPERTISE_CASE_KINDS = ['CRIMINAL', 'CIVIL', 'ADMINISTRATIVE', 'ECONOMIC'] as const;

/** The positions of the expertise body's staff (an EXPERT's account names one). */
export const EXPERT_POSITIONS = ['EXPERT', 'HEAD_OF_DEPARTMENT', 'DEPUTY_DIRECTOR', 'DIRECTOR'] as const;
export type ExpertPosition = (typeof EXPERT_POSITIONS)[number];

/** Who of the body may take an EXPERT step: some positions, or only the expert the record is assigned to. */
export type PositionRule = readonly ExpertPosition[] | 'ASSIGNED';

const ASSIGNED = 'ASSIGNED' as const;
/** Whoever may take a request on (any expert of its organization, a head of department too). */
const TAKERS = ['EXPERT', 'HEAD_OF_DEPARTMENT'] as const;
/** Who decides that the body is not the one for a request. */
const HEADS = ['HEAD_OF_DEPARTMENT', 'DEPUTY_DIRECTOR', 'DIRECTOR'] as const;
/** Who takes each step of a request no expert has taken yet (UNTAKEN). */
const UNTAKEN_BY = { TAKE: TAKERS, DIRECT: HEADS, MARK_NOT_APPLICABLE: HEADS } as const;

/**
 * The second half of the EXPERT rows of EXPERTISE_WORKFLOW: which position takes each (state, event).
 * The workflow table says the role may; this table says which of the body's staff.
 */
export const EXPERTISE_POSITION_STEPS = {
  DIRECTED: UNTAKEN_BY,
  NEW: UNTAKEN_BY,
  UNDER_CONSIDERATION: {
    SEND_FOR_APPROVAL: ASSIGNED,
    ASK_PETITION: ASSIGNED,
    PROPOSE_REJECTION: ASSIGNED,
    DIRECT: HEADS,
    MARK_NOT_APPLICABLE: HEADS,
  },
  ON_APPROVAL_FOR_DIRECTOR: { APPROVE: ['DIRECTOR'], RETURN: ['DIRECTOR'] },
  ON_APPROVAL_FOR_DEPUTY_DIRECTOR: { APPROVE: ['DEPUTY_DIRECTOR'], RETURN: ['DEPUTY_DIRECTOR'] },
  PENDING: { START: ASSIGNED, PROPOSE_REJECTION: ASSIGNED },
  IN_PRODUCTION: {
    PAUSE: ASSIGNED,
    ASK_PETITION: ASSIGNED,
    SEND_FOR_AGREEMENT: ASSIGNED,
    PROPOSE_REJECTION: ASSIGNED,
  },
  ON_AGREEMENT: { SEND_CONCLUSION: ['HEAD_OF_DEPARTMENT'], RETURN: ['HEAD_OF_DEPARTMENT'] },
  SENT: { COMPLETE: ASSIGNED },
  PAUSED: { RESUME: ASSIGNED, ASK_PETITION: ASSIGNED, PROPOSE_REJECTION: ASSIGNED },
  FOR_REJECTION: { REJECT: ['DIRECTOR', 'DEPUTY_DIRECTOR'] },
} as const satisfies {
  readonly [S in ExpertiseStatus]?: { readonly [E in ExpertiseEvent]?: PositionRule };
};

/** The staff member taking a step: their position, and whether the record is assigned to them. */
export interface ExpertStaff {
  readonly position: ExpertPosition;
  readonly assigned: boolean;
}

/** The position rule of an EXPERT step, or undefined when the step is not the body's. */
export function positionRule(status: ExpertiseStatus, event: ExpertiseEvent): PositionRule | undefined {
  const line = (EXPERTISE_POSITION_STEPS as Partial<Record<string, Partial<Record<string, PositionRule>>>>)[
    status
  ];
  return line?.[event];
}

/** Whether `staff` may take the body's step `event` in `status` (false for a step that is not the body's). */
export function positionMay(status: ExpertiseStatus, event: ExpertiseEvent, staff: ExpertStaff): boolean {
  const rule = positionRule(status, event);
  if (rule === undefined) return false;
  return rule === ASSIGNED ? staff.assigned : rule.includes(staff.position);
}

/** States a request is still at the body's work in (a deadline counts, the overdue job looks at these). */
export const EXPERTISE_AT_WORK: readonly ExpertiseStatus[] = ['IN_PRODUCTION', 'PAUSED', 'ON_AGREEMENT'];

/** States the lawyer may still change the request in (their draft). */
export const EXPERTISE_EDITABLE: readonly ExpertiseStatus[] = ['TEMPORARY'];

/**
 * Where a request's payment stands, beside its status. REFUND_PENDING: the request was rejected after its
 * invoice was paid and the portal has asked the provider to return the money; REFUNDED once the provider
 * cancelled the payment.
 */
export const EXPERTISE_PAYMENT_STATUSES = [
  'NOT_ISSUED',
  'AWAITING',
  'PAID',
  'REFUND_PENDING',
  'REFUNDED',
  'EXPIRED',
] as const;
export type ExpertisePaymentStatus = (typeof EXPERTISE_PAYMENT_STATUSES)[number];
