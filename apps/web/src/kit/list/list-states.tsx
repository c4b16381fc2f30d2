/** The loading, empty and error states of every list (and of a card that loads). */
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { IconFilterOff, IconInbox, IconPlus, IconSearch } from '@tabler/icons-react';
import type { Permission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useInRouterContext } from 'react-router';
import { useCurrentAccount } from '../../api/identity';
import { LinkButton } from '../link-button';
import { ErrorAlert, useErrorColor } from '../ui';
import { useUrlState } from './url-state';
import { type CardColumns, type CardSpacing, cardsGrid } from './cards-grid';
import { ActionButton } from '../action-button';

/**
 * A list's first answer, rendered as a background (transition) render: the cards render in slices the
 * browser can interrupt instead of one long task when the page's data arrive, and the skeleton stays
 * until they are ready, so the page never shows an empty list in between. Later answers (another page,
 * a filter) replace the list at once.
 */
export function useDeferredAnswer<T>(answer: T | undefined, isError: boolean) {
  const deferred = useDeferredValue(answer);
  const data = deferred === undefined ? undefined : answer;
  return { data, isLoading: data === undefined && !isError };
}

/**
 * The one loading placeholder of every list and card: a status region (a role, so its name is allowed:
 * a bare element with aria-label is axe's aria-prohibited-attr) that screen readers read as "loading",
 * busy until the content replaces it; the grey bars are decoration. A list of cards passes `cards`: its
 * placeholder card (of the real card's height) repeated in the list's own grid, so the cards take the
 * place the skeleton held and nothing below them moves when they arrive.
 */
export function ListSkeleton({
  rows = 6,
  height = 72,
  testId = 'list-loading',
  cards,
}: {
  rows?: number;
  height?: number;
  testId?: string;
  cards?: { placeholder: ReactNode; cols?: CardColumns; spacing?: CardSpacing };
}) {
  const { t } = useTranslation('common');
  const status = {
    role: 'status',
    'aria-busy': true,
    'aria-label': t('list.loading'),
    'data-testid': testId,
  };
  if (cards)
    return (
      <div {...cardsGrid(cards.cols, cards.spacing)} {...status}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} aria-hidden="true">
            {cards.placeholder}
          </div>
        ))}
      </div>
    );
  return (
    <Stack gap="sm" {...status}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" aria-hidden="true" />
      ))}
    </Stack>
  );
}

/**
 * What an empty list says before anything was searched: what the list is for, from its reader's side, and
 * the action that fills it. Every list declares one (ListTableProps.empty is required), so no list ever
 * greets a first visit with a bare "nothing here".
 */
export interface EmptyState {
  /**
   * What the list holds once there is something, and why the reader would look here ("Your appeals to
   * lawyers appear here: who took each one and the result."); a list inside a record's page may be shorter
   * ("Each change of this record appears here.").
   */
  text: string;
  /** The link to the form that fills the list, shown only to a person holding its permission. */
  link?: EmptyLink;
  /** Any other action (a button of the page), shown as it is. */
  action?: ReactNode;
}

/** The empty list's link button to the form that fills it. */
export interface EmptyLink {
  to: string;
  label: string;
  /** The permission the form needs (its route's): without it the link is not shown. */
  permission: Permission | 'signedIn';
  testId?: string;
}

/**
 * The URL parameters that narrow a list (a search, a filter): every one but a page, a sort and the open
 * card. A list that is empty with one of them set found nothing; without, it has nothing yet.
 */
export function filterNames(params: URLSearchParams): string[] {
  return [...new Set(params.keys())].filter(
    (name) =>
      !(
        name === 'page' ||
        name.endsWith('Page') ||
        name === 'sort' ||
        name.endsWith('Sort') ||
        name === 'card'
      ),
  );
}

/**
 * An empty list. After a search or a filter (the URL narrows it, filterNames): "nothing found" and
 * "clear filters", which removes them; before: what the list is for (`first`, else "nothing here yet")
 * and the action that fills it.
 */
export function ListEmpty({ first }: { first: EmptyState }) {
  // A list outside a router (a card's own small list) has no filters in an address.
  return useInRouterContext() ? <RoutedEmpty first={first} /> : <FirstEmpty first={first} />;
}

function RoutedEmpty({ first }: { first: EmptyState }) {
  const { t } = useTranslation('common');
  const url = useUrlState();
  const filters = filterNames(url.params);
  if (filters.length === 0) return <FirstEmpty first={first} />;
  return (
    <Stack align="center" py="xl" gap="xs" data-testid="list-empty" data-empty="nothing-found">
      <IconSearch size={36} aria-hidden="true" />
      <Text size="lg">{t('list.empty')}</Text>
      <ActionButton
        variant="outline"
        icon={IconFilterOff}
        onClick={() => url.set(Object.fromEntries(filters.map((name) => [name, undefined])))}
        testId="list-clear-filters"
      >
        {t('list.clearFilters')}
      </ActionButton>
    </Stack>
  );
}

function FirstEmpty({ first }: { first: EmptyState }) {
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="list-empty" data-empty="first">
      <IconInbox size={36} aria-hidden="true" />
      <Text size="lg" ta="center" maw="40rem">
        {first.text}
      </Text>
      {first.link && <EmptyLinkButton link={first.link} />}
      {first.action}
    </Stack>
  );
}

function EmptyLinkButton({ link }: { link: EmptyLink }) {
  const permissions = useCurrentAccount().data?.permissions;
  const allowed =
    link.permission === 'signedIn' ? permissions !== undefined : permissions?.includes(link.permission);
  if (!allowed) return null;
  return (
    <LinkButton to={link.to} icon={IconPlus} testId={link.testId ?? 'list-empty-action'}>
      {link.label}
    </LinkButton>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const errorColor = useErrorColor();
  return (
    <ErrorAlert title={t('list.error')} data-testid="list-error">
      <Button variant="outline" color={errorColor} mt="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </ErrorAlert>
  );
}

/** What the states read of a TanStack Query result. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A QueryState that may be empty says what would be there (ListEmpty); one that is one record, neither. */
type QueryEmpty =
  | { empty?: undefined; emptyState?: undefined }
  | {
      /** When true (and loaded), the empty state shows instead of the children. */
      empty: boolean;
      /** What the empty state says before any search (ListEmpty). */
      emptyState: EmptyState;
    };

/**
 * The same states around one record or a small list that is not a DataList (a card, a form's lookup):
 * the placeholder while pending, the error with "try again", the empty state when `empty`.
 */
export function QueryState({
  query,
  empty,
  emptyState,
  children,
}: QueryEmpty & {
  query: QueryLike;
  children: ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={3} height={24} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (empty && emptyState) return <ListEmpty first={emptyState} />;
  return <>{children}</>;
}
