/** /lawyer-profile/application/intern/{id} and my-intern/{id}: one internship. */
import { useParams } from 'react-router';
import { InternshipPage } from '../../candidates/intern-pages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <InternshipPage key={id} id={id} />;
}
