/** /lawyer-profile/orders/list/view/{id} and /mobile/orders/view/{id}: one order. */
import { useParams } from 'react-router';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { OrderView } from '../../orders/order-view';

export const loader = loadLegalAidMessages;

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <OrderView key={id} id={id} />;
}
