/** /news: published news, newest first, with search; page in the URL. */
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewsList, newsLoader } from '../../public/news-list';
import { PageHeader } from '../../shell/page-header';

export const loader = newsLoader;

export function Component() {
  const { t } = useTranslation('public');
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('news.title')} />
      <NewsList />
    </Container>
  );
}
