/**
 * One lawyer's request: /lawyer-profile/requests/add-certificate/view/{id} (its lawyer) and
 * /lawyer-profile/lawyer-requests/view/{id} (the chambers).
 */
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { loadRequestMessages } from '../../requests/load-messages';
import { LawyerRequestView } from '../../requests/request-view';

export const loader = loadRequestMessages;

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <LawyerRequestView key={id} id={id} />;
}
