/**
 * Where a notification leads: the page of the request, order, checklist, appeal, letter, or of the
 * structures' and candidates' items it is about. Where the two sides of an item have
 * different pages, the notification's kind says which side it was written for.
 */
import type { NotificationItem } from '@portal/contracts';
import { appealLinks } from '../appeals/appeal-links';
import { NOTES_PATH } from '../chamber/notes-banner';
import { letterPath } from '../letters/letter-links';
import { checklistPath } from '../investigator-requests/request-links';
import { CABINET_ORDERS_LINKS } from '../orders/orders-links';

const P = '/lawyer-profile';

export function notificationTarget(
  n: Pick<NotificationItem, 'entityType' | 'entityId' | 'kind'>,
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
    case 'vacancy-application':
      return `${P}/application/view/${n.entityId}`;
    case 'contract':
      return `${P}/contracts/${n.entityId}`;
    case 'internship':
      // the director's copy opens the registry's record; the intern's their own
      return n.kind.endsWith('_DIRECTOR')
        ? `${P}/application/intern/${n.entityId}`
        : `${P}/application/my-intern/${n.entityId}`;
    case 'intern-restriction':
      return `${P}/application/intern-restr/${n.entityId}`;
    case 'candidate':
      // the chamber is told of a new filing to interview; the candidate of every step
      return n.kind === 'CANDIDATE_TO_INTERVIEW' ? `${P}/candidates/${n.entityId}` : `${P}/applicant`;
    case 'structure-registration':
      // the applicant's side opens the filing's card where any signed-in applicant may (a rejected lawyer
      // or an accepted one whose session is older than the acceptance has no control page yet)
      return n.kind === 'STRUCTURE_REGISTRATION_FILED'
        ? `${P}/structure-registrations`
        : `${P}/control/structure-information/update`;
    default:
      return null;
  }
}
