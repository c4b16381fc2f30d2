/**
 * A drawer of the shell whose code loads on the first open (it stays out of the first page load) and
 * that stays mounted afterwards, so that closing it shows its transition.
 */
import { type ComponentType, Suspense, useState } from 'react';
import type { DrawerProps } from '../theme/mantine-scope';

/** `Drawer`: a `lazy` component, asked for when `show(true)` is first called. */
export function useLazyDrawer(Drawer: ComponentType<DrawerProps>) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    opened,
    /** Whether the drawer has been opened once (it is in the page since). */
    used,
    show: (open: boolean) => {
      setUsed(true);
      setOpened(open);
    },
    /** Where the page draws it. */
    drawer: used && (
      <Suspense fallback={null}>
        <Drawer opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    ),
  };
}
