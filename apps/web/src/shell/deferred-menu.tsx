/**
 * A header menu whose code (Mantine Menu, floating-ui) arrives on first use, so the home page does not
 * load it before interaction. Until then a look-alike trigger stands in; hovering or focusing it starts
 * the download, activating it swaps in the real menu, opened. Before the page's scripts run (a prerendered
 * page) the trigger is marked not ready (use-app-ready.ts).
 */
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { usePendingProps } from './use-app-ready';

export interface TriggerProps extends ReturnType<typeof usePendingProps> {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'menu';
  'aria-expanded': false;
}

export function DeferredMenu({
  Menu,
  preload,
  trigger,
}: {
  Menu: ComponentType<{ defaultOpened?: boolean }>;
  preload: () => void;
  trigger: (props: TriggerProps) => ReactElement;
}) {
  const [active, setActive] = useState(false);
  const pending = usePendingProps();
  const stand = trigger({
    ...pending,
    onClick: () => setActive(true),
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
  if (!active) return stand;
  return (
    <Suspense fallback={stand}>
      <Menu defaultOpened />
    </Suspense>
  );
}

/**
 * The header's stand-in for a menu module (its default export) and its trigger: the download starts on
 * hover or focus, the menu opens on activation.
 */
export function deferredMenu(
  importMenu: () => Promise<{ default: ComponentType<{ defaultOpened?: boolean }> }>,
  Trigger: ComponentType<TriggerProps>,
) {
  const load = lazyWithRetry(importMenu);
  const Menu = lazy(load);
  const preload = () => void load().catch(() => undefined);
  return function HeaderMenu() {
    return <DeferredMenu Menu={Menu} preload={preload} trigger={(props) => <Trigger {...props} />} />;
  };
}
