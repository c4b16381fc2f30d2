/** /lawyer-profile/expertise: the expertise body's queue (role EXPERT). */
import { useTranslation } from 'react-i18next';
import { ExpertiseList } from '../../expertise/expertise-list';
import { loadExpertiseMessages } from '../../expertise/load-messages';
import { PageHeader } from '../../shell/page-header';

export const loader = loadExpertiseMessages;

export function Component() {
  const { t } = useTranslation('expertise');
  return (
    <>
      <PageHeader title={t('screen.queueTitle')} lead={t('screen.queueLead')} />
      <ExpertiseList source="queue" />
    </>
  );
}
