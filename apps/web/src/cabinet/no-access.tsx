/** Shown instead of a cabinet page whose permission the user does not hold (no call is made to the API). */
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNotice } from '../shell/page-notice';

export function NoAccess() {
  const { t } = useTranslation('cabinet');
  return (
    <PageNotice
      title={t('noAccess.title')}
      icon={<IconLock size={40} aria-hidden="true" />}
      text={t('noAccess.text')}
      actions={
        <Button component={Link} to="/lawyer-profile">
          {t('noAccess.back')}
        </Button>
      }
      testId="cabinet-no-access"
    />
  );
}
