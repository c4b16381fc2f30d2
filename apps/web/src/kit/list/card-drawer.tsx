/**
 * The card of a list's row in a drawer from the right (a lawyer, a structure of the public directory),
 * open while the URL names it (`useUrlCard`): Back and the close button close it.
 */
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useUrlCard } from './url-state';

export function CardDrawer({
  card,
  title,
  children,
}: {
  card: ReturnType<typeof useUrlCard>;
  title: string;
  /** The card of the row `id`. */
  children: (id: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={card.id !== undefined}
      onClose={card.close}
      position="right"
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {card.id !== undefined && children(card.id)}
    </Drawer>
  );
}
