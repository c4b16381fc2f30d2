/** /lawyer-profile/orders/expertise: the lawyer's expertise requests (each asked from one of their orders). */
import { useTranslation } from 'react-i18next';
import { ExpertiseList } from '../../expertise/expertise-list';
import { loadExpertiseMessages } from '../../expertise/load-messages';
import { PageHeader } from '../../shell/page-header';

export const loader = loadExpertiseMessages;

export function Component() {
  const { t } = useTranslation('expertise');
  return (
    <>
      <PageHeader title={t('screen.ownTitle')} lead={t('screen.ownLead')} />
      <ExpertiseList source="own" />
    </>
  );
}
