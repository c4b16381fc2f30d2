/**
 * The routes of each section (packages/contracts/src/sections), under /api/v.1: a section declared
 * without its entry here, or an entry for no declared section, fails the typecheck. `uploads`: its calls
 * take multipart uploads, so it is registered after the multipart parser (app.ts).
 */
import type { SECTIONS } from '@portal/contracts';
import type { RoutesPlugin } from './http/types';
import { accountRoutes } from './modules/account/routes';
import { adminUserRoutes } from './modules/admin/routes';
import { appealRoutes } from './modules/appeals/routes';
import { calendarRoutes } from './modules/calendar';
import { candidateRoutes } from './modules/candidates/routes';
import { chamberDocumentRoutes } from './modules/chamber-documents';
import { checklistRoutes } from './modules/checklists/routes';
import { contentRoutes } from './modules/content/routes';
import { contragentRoutes } from './modules/contragents/routes';
import { criminalCaseRoutes } from './modules/criminal-cases/routes';
import { docTemplateRoutes } from './modules/doc-templates';
import { expertiseRoutes } from './modules/expertise';
import { dutyRoutes } from './modules/duty/routes';
import { dutyScheduleRoutes } from './modules/duty-schedules';
import { statisticsRoutes } from './modules/statistics';
import { fileRoutes } from './modules/files/routes';
import { forumRoutes } from './modules/forum/routes';
import { receptionRoutes } from './modules/receptions';
import { halfYearReportRoutes } from './modules/half-year-reports';
import { homeRoutes } from './modules/home/routes';
import { investigatorRequestRoutes } from './modules/investigator-requests/routes';
import { issuedDocumentRoutes } from './modules/issued-documents/routes';
import { lawyerRecordRoutes } from './modules/lawyer-record';
import { lawyerRoutes } from './modules/lawyers/routes';
import { letterRoutes } from './modules/letters/routes';
import { mailDeliveryRoutes } from './modules/mail-delivery';
import { noteRoutes } from './modules/notes/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderPermissionRoutes } from './modules/order-permissions/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments';
import { rolePermissionRoutes } from './modules/permissions/routes';
import { queryLogRoutes } from './modules/query-log/routes';
import { referenceRoutes } from './modules/reference/routes';
import { referenceDataRoutes } from './modules/reference-data';
import { requestRoutes } from './modules/requests/routes';
import { postRoutes } from './modules/posts';
import { siteRoutes } from './modules/site/routes';
import { legislationRoutes, siteContentRoutes } from './modules/site-content';
import { structureRoutes } from './modules/structures/routes';
import { trainingCertificateRoutes } from './modules/training-certificates';
import { vacancyRoutes } from './modules/vacancies/routes';
import { worksRoutes } from './modules/works';
import { draftRoutes } from './modules/drafts';

export type SectionId = (typeof SECTIONS)[number]['id'];

export interface SectionRoutes {
  readonly routes: readonly RoutesPlugin[];
  readonly uploads?: true;
}

export const SECTION_ROUTES = {
  site: { routes: [referenceRoutes, siteRoutes, referenceDataRoutes] },
  account: { routes: [accountRoutes, homeRoutes] },
  duty: { routes: [dutyScheduleRoutes] },
  statistics: { routes: [statisticsRoutes] },
  works: { routes: [worksRoutes, draftRoutes] },
  'site-content': { routes: [siteContentRoutes, legislationRoutes, postRoutes], uploads: true },
  admin: { routes: [adminUserRoutes, rolePermissionRoutes, orderPermissionRoutes, queryLogRoutes] },
  public: {
    routes: [
      lawyerRoutes,
      contragentRoutes,
      contentRoutes,
      dutyRoutes,
      vacancyRoutes,
      issuedDocumentRoutes,
      fileRoutes,
    ],
  },
  'legal-aid': {
    uploads: true,
    routes: [investigatorRequestRoutes, orderRoutes, criminalCaseRoutes, checklistRoutes, notificationRoutes],
  },
  requests: {
    uploads: true,
    routes: [requestRoutes, paymentRoutes, mailDeliveryRoutes, trainingCertificateRoutes, lawyerRecordRoutes],
  },
  structures: { uploads: true, routes: [structureRoutes] },
  letters: { uploads: true, routes: [letterRoutes, docTemplateRoutes] },
  chamber: { uploads: true, routes: [noteRoutes, chamberDocumentRoutes] },
  appeals: { uploads: true, routes: [appealRoutes] },
  reports: { uploads: true, routes: [halfYearReportRoutes] },
  candidates: { uploads: true, routes: [candidateRoutes] },
  'user-guide': { routes: [] },
  expertise: { uploads: true, routes: [expertiseRoutes] },
  forum: { routes: [forumRoutes] },
  reception: { routes: [receptionRoutes] },
  calendar: { routes: [calendarRoutes] },
} as const satisfies Record<SectionId, SectionRoutes>;
