/** /lawyer-profile/reference-data (MINISTRY, ADMIN): every reference list of the portal, each opening its register. */
import { REFERENCE_LIST_IDS, type ReferenceListId } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../shell/page-header';
import { linkColumn, ListTable } from '../kit/list';

export const REGISTERS_PATH = '/lawyer-profile/reference-data';

export function ReferenceRegistersPage() {
  const { t } = useTranslation('reference-data');
  const rows = REFERENCE_LIST_IDS.map((id) => ({ id, name: t(`lists.${id}`) }));
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ListTable
        empty={{ text: t('emptyList.lists') }}
        records={rows}
        label={t('title')}
        testId={{ table: 'reference-lists', row: 'reference-list-row' }}
        columns={[
          linkColumn<{ id: ReferenceListId; name: string }>({
            key: 'name',
            title: t('listName'),
            value: (r) => r.name,
            to: (r) => `${REGISTERS_PATH}/${r.id}`,
            sortable: true,
          }),
        ]}
      />
    </>
  );
}
