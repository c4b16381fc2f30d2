/** /lawyer-profile/my-appeals/view/{id}: one appeal, for its author, the lawyers of its regions and ADMIN. */
import { useParams } from 'react-router';
import { AppealView } from '../../appeals/appeal-view';
import { loadAppealMessages } from '../../appeals/load-messages';
import { idParam } from '../../kit/route-params';
import { NotFoundItem } from '../../kit/not-found-item';

export const loader = loadAppealMessages;

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <AppealView key={id} id={id} />;
}
