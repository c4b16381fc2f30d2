/**
 * Every call defined with the kit (kit/define-call.ts), over all areas. The API registers each exactly
 * once and every /api/v.1 route comes from one of them (apps/api/test/calls.test.ts checks both); a new
 * area adds its group here.
 */
import { accountCalls } from './identity/account';
import { adminCalls } from './identity/admin';
import { orderPermissionCalls } from './identity/order-permissions';
import { appealCalls, clientCalls } from './appeals/appeals';
import { queryLogCalls } from './identity/query-log';
import { candidateCalls, internCalls } from './candidates/candidates';
import { type AnyCall, callList } from './kit/define-call';
import { checklistCalls } from './legal-aid/checklists';
import { orgRequestCalls } from './legal-aid/investigator-requests';
import { notificationCalls } from './legal-aid/notifications';
import { criminalCaseCalls, orderCalls } from './legal-aid/orders';
import { contentCalls } from './public/content';
import { contragentCalls } from './public/contragents';
import { dutyCalls } from './public/duty';
import { fileCalls } from './public/files';
import { issuedDocumentCalls } from './public/issued-documents';
import { lawyerCalls } from './public/lawyers';
import { vacancyCalls } from './public/vacancies';
import { referenceCalls } from './reference/reference-lists';
import { healthCalls } from './site/app-info';
import { siteCalls } from './site/site-info';
import { contractCalls } from './structures/contracts';
import { structureCalls } from './structures/structures';
import { mailDeliveryCalls } from './requests/mail-delivery';
import { trainingCertificateCalls } from './requests/training-certificates';
import { lawyerRecordCalls } from './requests/lawyer-record';
import { structureVacancyCalls } from './structures/vacancies';
import { paymentCalls } from './requests/payments';
import { requestCalls } from './requests/requests';
import { halfYearReportCalls } from './reports/half-year-reports';
import { docTemplateCalls } from './letters/doc-templates';
import { letterFileCalls } from './letters/letter-files';
import { letterCalls } from './letters/letters';
import { noteCalls } from './letters/notes';
import { chamberDocumentCalls } from './letters/chamber-documents';

/**
 * A group of calls (a `defineCalls` result) with its area: the first element of the SPA's query keys of
 * its calls, and what a change through one of them refreshes (apps/web/src/api/api.ts). Groups whose
 * answers refresh each other share an area (a lawyer's record and its requests). `personal`: the
 * answers are about the person signed in or the people they work with (public and reference answers
 * are not); the SPA forgets every answer at sign-out either way.
 */
export interface CallGroup<G extends Record<string, AnyCall> = Record<string, AnyCall>> {
  readonly area: string;
  readonly personal: boolean;
  readonly calls: G;
  /** Other answers a change through this group refreshes besides its area's (query key prefixes). */
  readonly alsoRefreshes: readonly (readonly string[])[];
}

const group = <G extends Record<string, AnyCall>>(
  calls: G,
  area: string,
  personal: boolean,
  alsoRefreshes: readonly (readonly string[])[] = [],
): CallGroup<G> => ({ area, personal, calls, alsoRefreshes });

/** A step of a request or an appeal notifies someone: the navbar's count of unread notifications. */
const UNREAD_COUNT = [['legal-aid', 'notificationUnreadCount']] as const;

/** Every group of calls by name: the SPA's client is derived from it (`api.orders.dtoByOrderId`). */
export const CALL_GROUPS = {
  orders: group(orderCalls, 'legal-aid', true),
  criminalCases: group(criminalCaseCalls, 'legal-aid', true),
  notifications: group(notificationCalls, 'legal-aid', true),
  checklists: group(checklistCalls, 'legal-aid', true),
  health: group(healthCalls, 'site', false),
  site: group(siteCalls, 'site', false),
  files: group(fileCalls, 'public', false),
  reference: group(referenceCalls, 'reference', false),
  orderPermissions: group(orderPermissionCalls, 'admin', true),
  structures: group(structureCalls, 'structures', true),
  lawyers: group(lawyerCalls, 'public', false),
  contragents: group(contragentCalls, 'public', false),
  content: group(contentCalls, 'public', false),
  duty: group(dutyCalls, 'public', false),
  vacancies: group(vacancyCalls, 'public', false),
  issuedDocuments: group(issuedDocumentCalls, 'public', false),
  appeals: group(appealCalls, 'appeals', true, UNREAD_COUNT),
  clients: group(clientCalls, 'appeals', true, UNREAD_COUNT),
  contracts: group(contractCalls, 'structures', true),
  structureVacancies: group(structureVacancyCalls, 'structures', true),
  requests: group(requestCalls, 'requests', true, UNREAD_COUNT),
  payments: group(paymentCalls, 'requests', true),
  mailDelivery: group(mailDeliveryCalls, 'requests', true, UNREAD_COUNT),
  trainingCertificates: group(trainingCertificateCalls, 'requests', true),
  lawyerRecord: group(lawyerRecordCalls, 'requests', true),
  admin: group(adminCalls, 'admin', true),
  queryLog: group(queryLogCalls, 'admin', true),
  account: group(accountCalls, 'account', true),
  orgRequests: group(orgRequestCalls, 'legal-aid', true),
  halfYearReports: group(halfYearReportCalls, 'reports', true),
  candidates: group(candidateCalls, 'candidates', true),
  interns: group(internCalls, 'candidates', true),
  letters: group(letterCalls, 'letters', true),
  letterFiles: group(letterFileCalls, 'letters', true),
  docTemplates: group(docTemplateCalls, 'letters', true),
  notes: group(noteCalls, 'chamber', true),
  chamberDocuments: group(chamberDocumentCalls, 'chamber', true),
};

export const API_CALLS = callList(...Object.values(CALL_GROUPS).map((g) => g.calls));
