/** /lawyer-profile/user-guide: the user guide of the reader's role (user-guide/guide-list.tsx). */
import { GuideList } from '../../user-guide/guide-list';
import { loadGuideMessages } from '../../user-guide/use-guide';

export const loader = loadGuideMessages;

export function Component() {
  return <GuideList />;
}
