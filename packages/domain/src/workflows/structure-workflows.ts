import { type EventOf, finalStates, stepsBy, workflowTable } from './workflow';

/** A filing's decision: it is accepted, or rejected with a reason. */
const DECISION = { ACCEPT: 'ACCEPTED', REJECT: 'REJECTED' } as const;

/**
 * Registration of an advocacy structure (docs/domain.md "Structures"): the person the tax
 * registry names as the company's director files it (SEND, they are NEW_DIRECTOR meanwhile); the regional
 * chamber of its region ACCEPTs it (the structure is created, its director becomes DIRECTOR) or REJECTs it
 * with a reason. A rejected filing may be filed again as a new one.
 */
export const STRUCTURE_REGISTRATION_WORKFLOW = workflowTable({
  name: 'structure-registration',
  // Anyone signed in who directs no structure yet (the tax-registry check is the service's).
  creation: { SEND: ['USER', 'LAWYER', 'NEW_DIRECTOR'] },
  states: {
    SEND: stepsBy(['REGION_CHAMBER'], DECISION),
    ...finalStates('ACCEPTED', 'REJECTED'),
  },
});

export const STRUCTURE_REGISTRATION_STATUSES = STRUCTURE_REGISTRATION_WORKFLOW.states;
export type StructureRegistrationStatus = (typeof STRUCTURE_REGISTRATION_STATUSES)[number];
export type StructureRegistrationEvent = EventOf<typeof STRUCTURE_REGISTRATION_WORKFLOW>;

/** The director's step out of a contract: before the lawyer confirms it, or after (the dismissal). */
const CANCEL_BY_DIRECTOR = { to: 'CANCELLED_BY_DIRECTOR', who: ['DIRECTOR'] } as const;

/**
 * The contract between a structure and a lawyer (decisions.md "Contract between a structure and a
 * lawyer"): the director SENDs it signed; the lawyer CONFIRMs it signed (they become an employee) or
 * refuses (CANCELLED_BY_LAWYER); the director may cancel it before or after (CANCELLED_BY_DIRECTOR;
 * after CONFIRM this is the dismissal, which ends the employment).
 */
export const CONTRACT_WORKFLOW = workflowTable({
  name: 'contract',
  creation: { SEND: ['DIRECTOR'] },
  states: {
    SEND: {
      CONFIRM: { to: 'CONFIRM', who: ['LAWYER'] },
      CANCEL_BY_LAWYER: { to: 'CANCELLED_BY_LAWYER', who: ['LAWYER'] },
      CANCEL_BY_DIRECTOR,
    },
    CONFIRM: { CANCEL_BY_DIRECTOR },
    ...finalStates('CANCELLED_BY_LAWYER', 'CANCELLED_BY_DIRECTOR'),
  },
});

export const CONTRACT_STATUSES = CONTRACT_WORKFLOW.states;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type ContractEvent = EventOf<typeof CONTRACT_WORKFLOW>;

/**
 * An application to a structure's vacancy announcement (docs/domain.md "Vacancies and
 * applications"): a signed-in person SENDs it (an internship: someone not in the lawyer registry; a
 * lawyer's position: a lawyer); the structure's director ACCEPTs it or REJECTs it with a reason; the
 * applicant may CANCEL it while undecided.
 */
export const VACANCY_APPLICATION_WORKFLOW = workflowTable({
  name: 'vacancy-application',
  creation: { SEND: ['USER', 'LAWYER'] },
  states: {
    SEND: {
      ...stepsBy(['DIRECTOR'], DECISION),
      ...stepsBy(['USER', 'LAWYER'], { CANCEL: 'CANCELLED' }),
    },
    ...finalStates('ACCEPTED', 'REJECTED', 'CANCELLED'),
  },
});

export const VACANCY_APPLICATION_STATUSES = VACANCY_APPLICATION_WORKFLOW.states;
export type VacancyApplicationStatus = (typeof VACANCY_APPLICATION_STATUSES)[number];
export type VacancyApplicationEvent = EventOf<typeof VACANCY_APPLICATION_WORKFLOW>;
