/** /mobile/news (spec section 2): the news list of /news in one column, in the phone frame. */
import { useTranslation } from 'react-i18next';
import { PhoneFrame } from '../../cabinet/mobile-frame';
import { NewsList, newsLoader } from '../../public/news-list';
import { PageHeader } from '../../shell/page-header';

export const loader = newsLoader;

export function Component() {
  const { t } = useTranslation('public');
  return (
    <PhoneFrame testId="mobile-news">
      <PageHeader title={t('news.title')} />
      <NewsList phone />
    </PhoneFrame>
  );
}
