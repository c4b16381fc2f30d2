/** /lawyer-profile/contracts/{id}: one contract. */
import { useParams } from 'react-router';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { ContractView } from '../../structures/contract-view';

export function Component() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ContractView key={id} id={id} />;
}
