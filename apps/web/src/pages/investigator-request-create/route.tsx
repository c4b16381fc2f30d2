/** /lawyer-profile/investigator-requests/create: a new request for a state-funded lawyer. */
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestForm } from '../../investigator-requests/request-form';
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { PageHeader } from '../../shell/page-header';

export const loader = loadLegalAidMessages;

export function Component() {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <>
      <PageHeader title={t('create.title')} lead={t('create.lead')} />
      <Card withBorder padding="lg">
        <RequestForm />
      </Card>
    </>
  );
}
