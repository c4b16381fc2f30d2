/** /lawyer-profile/expertise/view/{id}: an expertise request of the body's queue. */
import { useParams } from 'react-router';
import { ExpertiseView } from '../../expertise/expertise-view';
import { loadExpertiseMessages } from '../../expertise/load-messages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export const loader = loadExpertiseMessages;

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ExpertiseView key={id} id={id} staff />;
}
