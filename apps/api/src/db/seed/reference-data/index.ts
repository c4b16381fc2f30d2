/** Reference data the API seeds (../seed-reference.ts), names in the four portal languages. */
export { APPLICATION_FIELDS } from './application-fields';
export { CHECKLIST_LIMITS } from './checklist-limits';
export { CONTRAGENT_TYPES } from './contragent-types';
export { COURTS } from './courts';
export {
  EXPERTISE_ACTIONS,
  EXPERTISE_DEPARTMENTS,
  EXPERTISE_ENTERPRISE_TYPES,
  EXPERTISE_ORGANIZATIONS,
  EXPERTISE_RESEARCH_TYPES,
} from './expertise';
export { LANGUAGES_OF_WORK } from './languages-of-work';
export { LEGAL_AID_RATES } from './legal-aid-rates';
export { LEGAL_AID_TYPES } from './legal-aid-types';
export { LICENSE_TYPES } from './license-types';
export { ORDER_BASES } from './order-bases';
export { PRACTICE_FIELDS } from './practice-fields';
export { REQUEST_TEMPLATES } from './request-templates';
export { REQUEST_TYPES } from './request-types';
export { SITE_INFO } from './site-info';
export type * from './types';
