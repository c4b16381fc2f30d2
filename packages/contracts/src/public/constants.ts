/**
 * Constants of the public calls, kept apart from their zod schemas so that the SPA can import them
 * without bundling zod.
 */
import { LAWYER_STATUSES } from '@portal/domain';

export { LAWYER_STATUSES };
export type LawyerStatus = (typeof LAWYER_STATUSES)[number];

/** Page size of the lawyer directory (spec section 9). */
export const LAWYER_PAGE_SIZE = 24;

/** Page size of the structure list (spec section 9). */
export const CONTRAGENT_PAGE_SIZE = 20;

export const LEGISLATION_KINDS = [
  'CODE',
  'LAW',
  'PRESIDENT_DECREE',
  'PRESIDENT_RESOLUTION',
  'CABINET_RESOLUTION',
  'MINISTRY_ORDER',
] as const;
export type LegislationKind = (typeof LEGISLATION_KINDS)[number];

export const VACANCY_TYPES = ['INTERNSHIP', 'LAWYER'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];
