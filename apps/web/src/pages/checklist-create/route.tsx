/** /lawyer-profile/notifications/checklist/create/{requestId}: the lawyer writes a request's checklist. */
import { useParams } from 'react-router';
import { ChecklistCreate } from '../../checklists/checklist-create';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export const loader = loadLegalAidMessages;

export function Component() {
  const requestId = idParam(useParams().requestId);
  return requestId === null ? <NotFoundItem /> : <ChecklistCreate key={requestId} requestId={requestId} />;
}
