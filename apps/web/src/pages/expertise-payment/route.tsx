/** /lawyer-profile/orders/expertise/payment/{id} (reached as /expertise/payment/{id}): paying an expertise invoice. */
import { useParams } from 'react-router';
import { loadExpertiseMessages } from '../../expertise/load-messages';
import { ExpertisePayment } from '../../expertise/payment-page';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';

export const loader = loadExpertiseMessages;

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ExpertisePayment key={id} id={id} />;
}
