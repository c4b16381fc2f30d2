/**
 * The card of a list's row in a drawer from the right (a lawyer, a structure of the public directory),
 * open while the URL names it (`useUrlCard`): Back and the close button close it. The drawer is drawn
 * from the first time a card opens (then kept, so it closes with its transition): a closed drawer is
 * a portal, its overlay and transitions, work a page that opens no card never needs.
 */
import { Drawer } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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
  const opened = card.id !== undefined;
  const [used, setUsed] = useState(false);
  // Adjusted while rendering: the first card opened mounts the drawer, which stays mounted from then on.
  if (opened && !used) setUsed(true);
  // Where the focus was when a card opened (its row's button), given back when it closes (the close
  // button, Escape or Back). Noted before the drawer moves the focus into itself, a task later.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [opened]);
  if (!used) return null;
  return (
    <Drawer
      opened={opened}
      returnFocus={false}
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
