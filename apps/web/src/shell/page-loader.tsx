/** Shown while the first page's code loads (router hydration) and for a page that takes a while. */
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
