/** /lawyer-profile/expertise: the expertise body's queue (role EXPERT). */
import { ExpertiseList } from '../../expertise/expertise-list';
import { loadExpertiseMessages } from '../../expertise/load-messages';

export const loader = loadExpertiseMessages;

export function Component() {
  return <ExpertiseList source="queue" />;
}
