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
import { callList } from './kit/define-call';
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

export const API_CALLS = callList(
  orderCalls,
  criminalCaseCalls,
  notificationCalls,
  checklistCalls,
  healthCalls,
  siteCalls,
  fileCalls,
  referenceCalls,
  orderPermissionCalls,
  structureCalls,
  lawyerCalls,
  contragentCalls,
  contentCalls,
  dutyCalls,
  vacancyCalls,
  issuedDocumentCalls,
  appealCalls,
  clientCalls,
  contractCalls,
  structureVacancyCalls,
  requestCalls,
  paymentCalls,
  mailDeliveryCalls,
  trainingCertificateCalls,
  lawyerRecordCalls,
  adminCalls,
  queryLogCalls,
  accountCalls,
  orgRequestCalls,
  halfYearReportCalls,
  candidateCalls,
  internCalls,
  letterCalls,
  letterFileCalls,
  docTemplateCalls,
  noteCalls,
  chamberDocumentCalls,
);
