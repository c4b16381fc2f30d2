/** /lawyer-profile/orders/expertise: the lawyer's expertise requests (each asked from one of their orders). */
import { ExpertiseList } from '../../expertise/expertise-list';
import { loadExpertiseMessages } from '../../expertise/load-messages';

export const loader = loadExpertiseMessages;

export function Component() {
  return <ExpertiseList source="own" />;
}
