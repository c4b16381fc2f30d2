/** An address whose id cannot exist (not a number, an unknown kind): said at once, without a call. */
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageNotice } from '../shell/page-notice';

export function NotFoundItem() {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <PageNotice
      title={t('notFound.title')}
      icon={<IconFileUnknown size={36} aria-hidden="true" />}
      text={t('notFound.text')}
      testId="item-not-found"
    />
  );
}
