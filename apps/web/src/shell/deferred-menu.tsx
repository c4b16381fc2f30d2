/**
 * A header menu whose code (Mantine Menu, floating-ui) arrives on first use, so the home page does not
 * load it before interaction. Until then a look-alike trigger stands in; hovering or focusing it starts
 * the download, activating it swaps in the real menu, opened. Before the page's scripts run (a prerendered
 * page) the trigger is marked not ready (use-app-ready.ts).
 */
import { type ComponentType, type ReactElement, Suspense, useState } from 'react';
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
