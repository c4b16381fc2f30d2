/** /lawyer-profile/investigator-requests: the investigator's own requests for a state-funded lawyer. */
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ItemActions } from '../../kit/detail-layout';
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
      <ItemActions
        mb="lg"
        actions={[
          {
            label: t('requests.new'),
            icon: <IconPlus size={18} aria-hidden="true" />,
            to: '/lawyer-profile/investigator-requests/create',
            testId: 'request-new',
          },
        ]}
      />
      <RequestList source="own" path={investigatorRequestPath} />
    </>
  );
}
