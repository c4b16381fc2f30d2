/** /lawyer-profile/notifications/checklist/{checklistId}: one checklist of completed work. */
import { useParams } from 'react-router';
import { ChecklistView } from '../../checklists/checklist-view';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export const loader = loadLegalAidMessages;

export function Component() {
  const id = idParam(useParams().checklistId);
  return id === null ? <NotFoundItem /> : <ChecklistView key={id} id={id} />;
}
