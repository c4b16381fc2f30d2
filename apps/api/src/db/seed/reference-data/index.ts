/** Reference data the API seeds (../seed-reference.ts), names in the four portal languages. */
export { CHECKLIST_LIMITS } from './checklist-limits';
export {
  APPLICATION_FIELDS,
  CONTRAGENT_TYPES,
  COURTS,
  LANGUAGES_OF_WORK,
  LEGAL_AID_TYPES,
  LICENSE_TYPES,
  ORDER_BASES,
  PRACTICE_FIELDS,
  REQUEST_TYPES,
} from './coded-lists';
export {
  EXPERTISE_ACTIONS,
  EXPERTISE_DEPARTMENTS,
  EXPERTISE_ENTERPRISE_TYPES,
  EXPERTISE_ORGANIZATIONS,
  EXPERTISE_RESEARCH_TYPES,
} from './expertise';
export { LEGAL_AID_RATES } from './legal-aid-rates';
export { REQUEST_TEMPLATES } from './request-templates';
export { SITE_INFO } from './site-info';
export type * from './types';
