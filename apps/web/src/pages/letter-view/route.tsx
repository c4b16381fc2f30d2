/** /lawyer-profile/letters/view/{id}: one letter. */
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { LetterView } from '../../letters/letter-view';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <LetterView key={id} id={id} />;
}
