/** /lawyer-profile/my-appeals: the author's own appeals, both kinds (appeal.createOwn). */
import { loadAppealMessages } from '../../appeals/load-messages';
import { OwnAppeals } from '../../appeals/own-appeals';

export const loader = loadAppealMessages;

export function Component() {
  return <OwnAppeals />;
}
