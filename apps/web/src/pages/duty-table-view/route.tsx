/** Route module of /duty-table/view/:id (one duty schedule). The public-portal screens replace the notice with the section itself. */
import { useTranslation } from 'react-i18next';
import { SectionInPreparation } from '../../shell/section-in-preparation';

export function Component() {
  const { t } = useTranslation('shell');
  return <SectionInPreparation title={t('pages.dutyTableView')} />;
}
