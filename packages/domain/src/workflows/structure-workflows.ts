import { defineWorkflow } from './workflow';

/**
 * Registration of an advocacy structure (issue 15, docs/domain.md "Structures"): the person the tax
 * registry names as the company's director files it (SEND, they are NEW_DIRECTOR meanwhile); the regional
 * chamber of its region ACCEPTs it (the structure is created, its director becomes DIRECTOR) or REJECTs it
 * with a reason. A rejected filing may be filed again as a new one.
 */
export const STRUCTURE_REGISTRATION_STATUSES = ['SEND', 'ACCEPTED', 'REJECTED'] as const;
export type StructureRegistrationStatus = (typeof STRUCTURE_REGISTRATION_STATUSES)[number];

export const STRUCTURE_REGISTRATION_EVENTS = ['ACCEPT', 'REJECT'] as const;
export type StructureRegistrationEvent = (typeof STRUCTURE_REGISTRATION_EVENTS)[number];

export const STRUCTURE_REGISTRATION_WORKFLOW = defineWorkflow<
  StructureRegistrationStatus,
  StructureRegistrationEvent
>({
  name: 'structure-registration',
  states: STRUCTURE_REGISTRATION_STATUSES,
  events: STRUCTURE_REGISTRATION_EVENTS,
  // Anyone signed in who directs no structure yet (the tax-registry check is the service's).
  creation: [{ to: 'SEND', who: ['USER', 'LAWYER', 'NEW_DIRECTOR'] }],
  final: ['ACCEPTED', 'REJECTED'],
  transitions: [
    { from: 'SEND', event: 'ACCEPT', to: 'ACCEPTED', who: ['REGION_CHAMBER'] },
    { from: 'SEND', event: 'REJECT', to: 'REJECTED', who: ['REGION_CHAMBER'] },
  ],
});

/**
 * The contract between a structure and a lawyer (decisions.md "Contract between a structure and a
 * lawyer"): the director SENDs it signed; the lawyer CONFIRMs it signed (they become an employee) or
 * refuses (CANCELLED_BY_LAWYER); the director may cancel it before or after (CANCELLED_BY_DIRECTOR;
 * after CONFIRM this is the dismissal, which ends the employment).
 */
export const CONTRACT_STATUSES = ['SEND', 'CONFIRM', 'CANCELLED_BY_LAWYER', 'CANCELLED_BY_DIRECTOR'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_EVENTS = ['CONFIRM', 'CANCEL_BY_LAWYER', 'CANCEL_BY_DIRECTOR'] as const;
export type ContractEvent = (typeof CONTRACT_EVENTS)[number];

export const CONTRACT_WORKFLOW = defineWorkflow<ContractStatus, ContractEvent>({
  name: 'contract',
  states: CONTRACT_STATUSES,
  events: CONTRACT_EVENTS,
  creation: [{ to: 'SEND', who: ['DIRECTOR'] }],
  final: ['CANCELLED_BY_LAWYER', 'CANCELLED_BY_DIRECTOR'],
  transitions: [
    { from: 'SEND', event: 'CONFIRM', to: 'CONFIRM', who: ['LAWYER'] },
    { from: 'SEND', event: 'CANCEL_BY_LAWYER', to: 'CANCELLED_BY_LAWYER', who: ['LAWYER'] },
    { from: 'SEND', event: 'CANCEL_BY_DIRECTOR', to: 'CANCELLED_BY_DIRECTOR', who: ['DIRECTOR'] },
    { from: 'CONFIRM', event: 'CANCEL_BY_DIRECTOR', to: 'CANCELLED_BY_DIRECTOR', who: ['DIRECTOR'] },
  ],
});

/**
 * An application to a structure's vacancy announcement (issue 15 §3, docs/domain.md "Vacancies and
 * applications"): a signed-in person SENDs it (an internship: someone not in the lawyer registry; a
 * lawyer's position: a lawyer); the structure's director ACCEPTs it or REJECTs it with a reason; the
 * applicant may CANCEL it while undecided.
 */
export const VACANCY_APPLICATION_STATUSES = ['SEND', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type VacancyApplicationStatus = (typeof VACANCY_APPLICATION_STATUSES)[number];

export const VACANCY_APPLICATION_EVENTS = ['ACCEPT', 'REJECT', 'CANCEL'] as const;
export type VacancyApplicationEvent = (typeof VACANCY_APPLICATION_EVENTS)[number];

export const VACANCY_APPLICATION_WORKFLOW = defineWorkflow<VacancyApplicationStatus, VacancyApplicationEvent>(
  {
    name: 'vacancy-application',
    states: VACANCY_APPLICATION_STATUSES,
    events: VACANCY_APPLICATION_EVENTS,
    creation: [{ to: 'SEND', who: ['USER', 'LAWYER'] }],
    final: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
    transitions: [
      { from: 'SEND', event: 'ACCEPT', to: 'ACCEPTED', who: ['DIRECTOR'] },
      { from: 'SEND', event: 'REJECT', to: 'REJECTED', who: ['DIRECTOR'] },
      { from: 'SEND', event: 'CANCEL', to: 'CANCELLED', who: ['USER', 'LAWYER'] },
    ],
  },
);
