/** /lawyer-profile/application/view/{id}: one application to a vacancy (its notifications open it). */
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { ApplicationPage } from '../../vacancies/application-page';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ApplicationPage key={id} id={id} />;
}
