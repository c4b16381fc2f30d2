/**
 * The pages of the cabinet (/lawyer-profile/...). Each declares the permission it needs in its `handle`
 * (the layout shows "no access" otherwise). A sidebar item or administration screen whose page is not
 * built yet gets a "section in preparation" page generated here, so no link of the cabinet is ever
 * broken; adding the real page to CABINET_PAGES replaces it. To add a page: one line in CABINET_PAGES.
 */
import { ADMIN_SCREENS, SIDEBAR_ITEMS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { matchPath, replace, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../router/lazy-with-retry';
import type { CabinetHandle } from './cabinet-layout';
import { SectionInPreparation } from '../shell/section-in-preparation';

const CABINET = '/lawyer-profile';

const page = (
  path: string,
  permission: CabinetHandle['permission'],
  load: () => Promise<Record<string, unknown>>,
): RouteObject => ({ path, handle: { permission } satisfies CabinetHandle, lazy: lazyWithRetry(load) });

/** The cabinet's built pages, by path under /lawyer-profile. */
export const CABINET_PAGES: RouteObject[] = [
  page('profile-info', 'signedIn', () => import('../pages/cabinet-profile-info/route')),
  page('user-info', 'userInfo.view', () => import('../pages/cabinet-user-info/route')),
  page('applicant', 'applicant.view', () => import('../pages/cabinet-applicant/route')),
  page('query-log', 'queryLog.viewOwn', () => import('../pages/cabinet-query-log/route')),
  page('control-panel', 'controlPanel.view', () => import('../pages/cabinet-control-panel/route')),
  page('control-panel/users', 'user.manage', () => import('../pages/admin-users/route')),
  page('control-panel/users/:id', 'user.manage', () => import('../pages/admin-user/route')),
  page('control-panel/roles', 'permission.manage', () => import('../pages/admin-roles/route')),
  page(
    'control-panel/order-permissions',
    'orderPermission.manage',
    () => import('../pages/order-permissions/route'),
  ),
  page('order-restrictions', 'orderRestriction.manage', () => import('../pages/order-restrictions/route')),
  // State-funded legal aid: orders, notifications and the checklists of completed work, investigator requests.
  {
    path: 'orders',
    handle: { permission: 'order.view' } satisfies CabinetHandle,
    loader: () => replace(`${CABINET}/orders/list`),
  },
  page('orders/list', 'order.view', () => import('../pages/orders-list/route')),
  page('orders/list/view/:id', 'order.view', () => import('../pages/orders-view/route')),
  page('orders/create/:type', 'order.create', () => import('../pages/orders-create/route')),
  page('orders/contragents', 'order.viewStructure', () => import('../pages/orders-contragents/route')),
  page('notifications', 'notification.view', () => import('../pages/notifications/route')),
  page('notifications/request/:id', 'notification.view', () => import('../pages/request-view/route')),
  page(
    'notifications/checklist/create/:requestId',
    'checklist.fill',
    () => import('../pages/checklist-create/route'),
  ),
  page(
    'notifications/checklist/:checklistId',
    'notification.view',
    () => import('../pages/checklist-view/route'),
  ),
  page(
    'investigator-requests',
    'investigatorRequest.create',
    () => import('../pages/investigator-requests/route'),
  ),
  page(
    'investigator-requests/create',
    'investigatorRequest.create',
    () => import('../pages/investigator-request-create/route'),
  ),
  page(
    'investigator-requests/view/:id',
    'investigatorRequest.create',
    () => import('../pages/request-view/route'),
  ),
  page('checklists', 'checklist.agree', () => import('../pages/checklists/route')),
  // Appeals: pro bono help and state-funded legal aid.
  page('my-appeals', 'appeal.createOwn', () => import('../pages/appeals-own/route')),
  page('my-appeals/appeals', 'appeal.respond', () => import('../pages/appeals-inbox/route')),
  page('my-applications', 'application.own', () => import('../pages/appeals-applications/route')),
  page('my-appeals/create/:mode', 'appeal.createOwn', () => import('../pages/appeals-create/route')),
  page('my-appeals/view/:id', 'signedIn', () => import('../pages/appeals-view/route')),
  page('my-applications/create', 'application.own', () => import('../pages/appeals-create/route')),
  // Lawyers' requests to the chamber: the lawyer's list, forms and request page; the chambers'
  // inbox and the certificates ending soon.
  page('requests', 'request.own', () => import('../pages/requests-own/route')),
  ...['add-legal', 'add-certificate', 'add-license', 'add-status'].map((form) =>
    page(`requests/${form}/:id`, 'request.own', () => import('../pages/requests-form/route')),
  ),
  page('requests/add-certificate/view/:id', 'request.own', () => import('../pages/requests-view/route')),
  page(
    'requests/add-certificate/reSend/:reSend',
    'request.own',
    () => import('../pages/requests-resend/route'),
  ),
  page('yumom-certificate', 'trainingCertificate.view', () => import('../pages/training-certificates/route')),
  page('yur-xizmat', 'legalService.view', () => import('../pages/legal-service/route')),
  page('lawyer-requests', 'request.review', () => import('../pages/requests-inbox/route')),
  page('lawyer-requests/view/:id', 'request.review', () => import('../pages/requests-view/route')),
  page(
    'lawyer-requests/training-certificates',
    'request.review',
    () => import('../pages/training-review/route'),
  ),
  page('lawyer-requests/lawyer/:id', 'request.review', () => import('../pages/chamber-lawyer/route')),
  page(
    'lawyer-requests/expiring-certificates',
    'request.review',
    () => import('../pages/requests-expiring/route'),
  ),
  // Structures and contracts.
  page('control', 'structure.manage', () => import('../pages/structure-control/route')),
  page('control/structure-information/update', 'signedIn', () => import('../pages/structure-update/route')),
  page(
    'structure-registrations',
    'structure.confirm',
    () => import('../pages/structure-registrations/route'),
  ),
  page('announcement', 'vacancy.manageOwn', () => import('../pages/vacancies/route')),
  page('announcement/create', 'vacancy.manageOwn', () => import('../pages/vacancy-create/route')),
  page('contracts', 'contract.view', () => import('../pages/structure-contracts/route')),
  page('contracts/:id', 'contract.view', () => import('../pages/structure-contract/route')),
  // Letters between structures, lawyers, chambers and government bodies.
  page('letters', 'letter.view', () => import('../pages/letters-home/route')),
  page('letters/view/:id', 'letter.view', () => import('../pages/letter-view/route')),
  page('letters-and-documents/:type', 'letter.view', () => import('../pages/letters-box/route')),
  page(
    'letters-and-documents-contragent-or-lawyer',
    'letter.view',
    () => import('../pages/letters-correspondence/route'),
  ),
  page('letters-and-documents-incoming', 'letter.view', () => import('../pages/letters-incoming/route')),
  // Document templates.
  page('letters/doc-template', 'docTemplate.view', () => import('../pages/doc-templates/route')),
  page('letters/doc-template/new', 'docTemplate.view', () => import('../pages/doc-template-edit/route')),
  page('letters/doc-template/:id/edit', 'docTemplate.view', () => import('../pages/doc-template-edit/route')),
  page('letters/doc-template/:id', 'docTemplate.view', () => import('../pages/doc-template-use/route')),
  // Bar candidates and interns.
  page('application/form', 'application.form', () => import('../pages/candidate-form/route')),
  page('application/list', 'application.lawyer', () => import('../pages/application-list/route')),
  page('application/view/:id', 'signedIn', () => import('../pages/vacancy-application/route')),
  page(
    'application/announcement/:id/:contragentId/:typeId',
    'signedIn',
    () => import('../pages/announcement-apply/route'),
  ),
  page('candidates', 'candidate.review', () => import('../pages/candidates/route')),
  page('candidates/:id', 'candidate.review', () => import('../pages/candidate-view/route')),
  page('application/intern', 'intern.view', () => import('../pages/interns/route')),
  page('application/intern/:id', 'intern.view', () => import('../pages/intern-view/route')),
  page('application/my-intern', 'internship.own', () => import('../pages/my-internships/route')),
  page('application/my-intern/:id', 'internship.own', () => import('../pages/intern-view/route')),
  page('application/intern-restr', 'intern.view', () => import('../pages/intern-restrictions/route')),
  page(
    'application/intern-restr/create',
    'intern.view',
    () => import('../pages/intern-restriction-create/route'),
  ),
  page('application/intern-restr/:id', 'intern.view', () => import('../pages/intern-restriction/route')),
  // The chamber's documents and notes.
  page('document-chamber', 'chamberDocument.view', () => import('../pages/chamber-documents/route')),
  page('document-chamber/notes', 'chamberDocument.view', () => import('../pages/chamber-notes/route')),
  page('document-chamber/notes/:id', 'note.manage', () => import('../pages/chamber-note/route')),
  // Half-year reports: the director's, and the chambers' and the ministry's review.
  page('reports/half-yearly', 'report.fill', () => import('../pages/reports-half-yearly/route')),
  page(
    'reports/half-yearly/view/:id',
    'report.fill',
    () => import('../pages/reports-half-yearly-view/route'),
  ),
  page(
    'reports/half-yearly/update/:id',
    'report.fill',
    () => import('../pages/reports-half-yearly-update/route'),
  ),
  page('reports/review', 'report.review', () => import('../pages/reports-review/route')),
  // The user guide per role: articles with screenshots the browser tests keep current.
  page('user-guide', 'userGuide.view', () => import('../pages/user-guide/route')),
  page('user-guide/:id', 'userGuide.view', () => import('../pages/user-guide-article/route')),
  page('reports/review/view/:id', 'report.review', () => import('../pages/reports-half-yearly-view/route')),
];

function Preparing({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation('cabinet');
  return <SectionInPreparation title={t(labelKey)} />;
}

/** "Section in preparation" pages for every cabinet link that no built page serves yet. */
export function preparingRoutes(pages: readonly RouteObject[]): RouteObject[] {
  const built = pages.map((p) => `${CABINET}/${p.path}`);
  const out: RouteObject[] = [];
  const seen = new Set<string>();
  for (const item of [...SIDEBAR_ITEMS, ...ADMIN_SCREENS]) {
    if (seen.has(item.path) || built.some((pattern) => matchPath(pattern, item.path))) continue;
    seen.add(item.path);
    out.push({
      path: item.path.slice(CABINET.length + 1),
      handle: { permission: item.permission } satisfies CabinetHandle,
      element: <Preparing labelKey={item.labelKey} />,
    });
  }
  return out;
}

export const CABINET_ROUTES: RouteObject[] = [
  // Spec section 2: '' redirects to profile-info.
  { index: true, loader: () => replace(`${CABINET}/profile-info`) },
  ...CABINET_PAGES,
  ...preparingRoutes(CABINET_PAGES),
];
