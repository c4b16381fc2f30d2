/**
 * /lawyer-profile/user-guide: the articles of the reader's role, 10 a page, searched by their words (the
 * labels of the interface they name included); ADMIN chooses the role whose guide to read.
 */
import { Anchor, Badge, Group } from '@mantine/core';
import { ROLES, type Role } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataList, Filter, type ListColumn, ListFilters, useListUrl } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import type { ShownArticle } from './guide-texts';
import { findArticles, useGuide, useGuideLabel } from './use-guide';

export const GUIDE_PAGE_SIZE = 10;
const GUIDE = '/lawyer-profile/user-guide';

export function GuideList() {
  const { t } = useTranslation('cabinet');
  const { t: tCommon } = useTranslation('common');
  const label = useGuideLabel();
  const { texts, role } = useGuide();
  const list = useListUrl({ limit: GUIDE_PAGE_SIZE });
  const isAdmin = role === 'ADMIN';
  const chosen = list.url.get('role');
  const readerRole: Role | undefined = isAdmin ? (ROLES.find((r) => r === chosen) ?? 'ADMIN') : role;
  const found =
    texts.data && readerRole ? findArticles(texts.data, readerRole, list.url.get('search') ?? '', label) : [];
  const start = (list.page - 1) * list.limit;
  const query = {
    data:
      texts.data && readerRole
        ? { list: found.slice(start, start + list.limit), total: found.length }
        : undefined,
    isError: texts.isError,
    isFetching: texts.isFetching,
    refetch: texts.refetch,
  };
  const columns: ListColumn<ShownArticle>[] = [
    {
      key: 'title',
      title: t('guide.article'),
      value: (a) => a.text.title,
      render: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`${GUIDE}/${a.article.id}`} fw={600} data-testid="guide-article-link">
            {a.text.title}
          </Anchor>
          {a.fallback && (
            <Badge variant="outline" color="gray" size="sm" data-testid="guide-untranslated">
              {t('guide.untranslated')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'summary', title: t('guide.about'), value: (a) => a.text.summary },
  ];
  return (
    <>
      <PageHeader
        title={t('guide.title')}
        lead={isAdmin ? t('guide.leadAll') : t('guide.lead', { role: role ? tCommon(`role.${role}`) : '' })}
      />
      <ListFilters label={t('guide.filters')} names={['search', 'role']} testId="guide">
        <Filter.Search label={t('guide.search')} />
        {isAdmin && (
          <Filter.Choice
            name="role"
            label={t('guide.role')}
            values={ROLES}
            optionLabel={(r) => tCommon(`role.${r}`)}
          />
        )}
      </ListFilters>
      <DataList
        empty={{ text: t('emptyList.guide') }}
        query={query}
        list={list}
        columns={columns}
        label={t('guide.title')}
        rowKey={(a) => a.article.id}
        rowProps={(a) => ({ 'data-testid': 'guide-row', 'data-article': a.article.id })}
        sortable={false}
      />
    </>
  );
}
