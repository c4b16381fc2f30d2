/** A section whose screen is still being built (cabinet and profile): its title and a clear notice. */
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageNotice } from './page-notice';

export function SectionInPreparation({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <PageNotice
      title={title}
      icon={<IconTools size={40} aria-hidden="true" />}
      heading={t('preparing.title')}
      text={t('preparing.text')}
      testId="section-in-preparation"
    />
  );
}
