/** Where a notification leads: the page of the request, order, checklist or appeal it is about. */
import type { NotificationItem } from '@portal/contracts';
import { appealLinks } from '../appeals/appeal-links';
import { NOTES_PATH } from '../chamber/notes-banner';
import { letterPath } from '../letters/letter-links';
import { checklistPath } from '../investigator-requests/request-links';
import { CABINET_ORDERS_LINKS } from '../orders/orders-links';

export function notificationTarget(
  n: Pick<NotificationItem, 'entityType' | 'entityId'>,
  requestPath: (id: number) => string,
): string | null {
  switch (n.entityType) {
    case 'investigator-request':
      return requestPath(n.entityId);
    case 'order':
      return CABINET_ORDERS_LINKS.view(n.entityId);
    case 'checklist':
      return checklistPath(n.entityId);
    case 'appeal':
      return appealLinks.view(n.entityId);
    case 'note':
      return NOTES_PATH;
    case 'half-year-report':
      return `/lawyer-profile/reports/half-yearly/view/${n.entityId}`;
    case 'half-year-report-review':
      return `/lawyer-profile/reports/review/view/${n.entityId}`;
    case 'letter':
      return letterPath(n.entityId);
    default:
      return null;
  }
}
