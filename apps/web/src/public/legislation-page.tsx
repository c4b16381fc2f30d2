/** /legislation: laws and regulations, newest first, with search and a kind filter; paged in the URL. */
import { formatDate } from '@portal/domain';
import { Anchor } from '@mantine/core';
import { LEGISLATION_KINDS, type LegislationItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { type ListColumn, type UrlState, useRegister } from '../kit/list';
import { PublicListPage } from './public-list-page';
import { UrlSelect } from './url-filters';
import { UrlSearch } from './url-search';

/** The list's filters as the URL holds them: the search and the kind of act. */
function legislationFilters(url: UrlState) {
  return { search: url.get('search'), kind: LEGISLATION_KINDS.find((k) => k === url.get('kind')) };
}

export function LegislationPage() {
  const { t } = useTranslation('public');
  const legislation = useRegister(api.content.legislationList, legislationFilters);
  const kinds = LEGISLATION_KINDS.map((k) => ({ value: k, label: t(`legislationKind.${k}`) }));
  const columns: ListColumn<LegislationItem>[] = [
    {
      key: 'title',
      title: t('legislation.document'),
      sortable: true,
      render: (l) =>
        l.url ? (
          <Anchor underline="always" href={l.url} target="_blank" rel="noopener noreferrer">
            {l.title}
          </Anchor>
        ) : (
          l.title
        ),
    },
    {
      key: 'kind',
      title: t('legislation.kind'),
      value: (l) => t(`legislationKind.${l.kind}`),
      sortable: true,
    },
    { key: 'number', title: t('legislation.number') },
    {
      key: 'adoptedOn',
      title: t('legislation.adopted'),
      render: (l) => formatDate(l.adoptedOn),
      sortable: true,
    },
  ];
  return (
    <PublicListPage
      title={t('legislation.title')}
      lead={t('legislation.lead')}
      empty={{ text: t('emptyList.legislation') }}
      cols={{ base: 1, sm: 2 }}
      maw={800}
      filters={
        <>
          <UrlSearch label={t('legislation.search')} testId="legislation-search" />
          <UrlSelect name="kind" label={t('legislation.kind')} data={kinds} />
        </>
      }
      {...legislation}
      columns={columns}
      testId={{ table: 'legislation-list', row: 'legislation-item' }}
    />
  );
}
