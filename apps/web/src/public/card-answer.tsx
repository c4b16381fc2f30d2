/**
 * A card of a public register (a lawyer, a structure) opened over its list: a placeholder while its
 * record loads, "not found" when there is none, else the card drawn from the record.
 */
import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../kit/list';

/** A card's record: asked once (a missing card is said here, not retried). */
export const CARD_QUERY = { retry: false } as const;

export function CardAnswer<T>({
  query,
  children,
}: {
  query: { data?: T; isLoading: boolean; isError: boolean };
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('public');
  if (query.isLoading) return <Skeleton height={320} />;
  if (query.isError || !query.data) return <ListEmpty first={{ text: t('emptyList.cardNotFound') }} />;
  return children(query.data);
}
