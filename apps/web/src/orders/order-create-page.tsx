/**
 * /lawyer-profile/orders/create/{type} and /mobile/orders/create/{type}: a new electronic or paper
 * order; `?draft={id}` continues a saved draft.
 */
import { useParams, useSearchParams } from 'react-router';
import { loadLegalAidMessages } from '../legal-aid/load-messages';
import { NotFoundItem } from '../kit/not-found-item';
import { idParam, orderTypeParam } from '../kit/route-params';
import { OrderForm } from './order-form';

export const loader = loadLegalAidMessages;

export function OrderCreatePage() {
  const type = orderTypeParam(useParams().type);
  const [search] = useSearchParams();
  const draft = search.get('draft');
  const draftId = idParam(draft);
  if (type === null || (draft !== null && draftId === null)) return <NotFoundItem />;
  // One form per kind of order; the form itself starts again when the address names another draft.
  return <OrderForm key={type} type={type} draftId={draftId} />;
}
