/** /profile/aplication: the person's applications, a page of sections (profile/application-sections.tsx). */
import { loadAppealMessages } from '../../appeals/load-messages';
import { ApplicationSections } from '../../profile/application-sections';

export const loader = loadAppealMessages;

export function Component() {
  return <ApplicationSections />;
}
