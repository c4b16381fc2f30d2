/**
 * What the signed-in areas (the cabinet, /profile, the phone frames) show until the account (role and
 * permissions) has loaded: the page loader, or the error with "try again".
 */
import { Alert, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../shell/page-loader';

export function AccountNotReady({
  account,
  size = 'xl',
}: {
  account: { isPending: boolean; refetch: () => unknown };
  size?: 'xl' | number;
}) {
  const { t } = useTranslation('cabinet');
  const { t: tc } = useTranslation('common');
  if (account.isPending) return <PageLoader />;
  return (
    <Container size={size} py="xl">
      <Alert color="red" role="alert" title={t('loadError')}>
        <Button mt="sm" variant="outline" onClick={() => void account.refetch()}>
          {tc('list.retry')}
        </Button>
      </Alert>
    </Container>
  );
}
