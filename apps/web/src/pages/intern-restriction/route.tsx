/** /lawyer-profile/application/intern-restr/{id}: one restriction on taking interns. */
import { useParams } from 'react-router';
import { RestrictionPage } from '../../candidates/restriction-pages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <RestrictionPage key={id} id={id} />;
}
