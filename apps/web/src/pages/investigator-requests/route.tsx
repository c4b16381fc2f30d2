/** /lawyer-profile/investigator-requests: the investigator's own requests for a state-funded lawyer. */
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { investigatorRequestPath } from '../../investigator-requests/request-links';
import { RequestList } from '../../investigator-requests/request-list';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { PageHeader } from '../../shell/page-header';

export const loader = loadLegalAidMessages;

export function Component() {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <>
      <PageHeader title={t('requests.title')} lead={t('requests.lead')} />
      <Group mb="lg">
        <Button
          component={Link}
          to="/lawyer-profile/investigator-requests/create"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          data-testid="request-new"
        >
          {t('requests.new')}
        </Button>
      </Group>
      <RequestList source="own" path={investigatorRequestPath} />
    </>
  );
}
