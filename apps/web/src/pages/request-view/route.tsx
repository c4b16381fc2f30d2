/**
 * One investigator request: /lawyer-profile/investigator-requests/view/{id} (the investigator) and
 * /lawyer-profile/notifications/request/{id} (the drawn or accepting lawyer).
 */
import { useParams } from 'react-router';
import { RequestView } from '../../investigator-requests/request-view';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export const loader = loadLegalAidMessages;

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <RequestView key={id} id={id} />;
}
