/** /lawyer-profile/user-guide/:id: one article of the user guide (user-guide/guide-article.tsx). */
import { useParams } from 'react-router';
import { GuideArticle } from '../../user-guide/guide-article';
import { loadGuideMessages } from '../../user-guide/use-guide';

export const loader = loadGuideMessages;

export function Component() {
  return <GuideArticle id={useParams().id} />;
}
