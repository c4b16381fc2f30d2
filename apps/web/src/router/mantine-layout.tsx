/**
 * The layout route of every page but the home page: the page inside a Mantine scope (its components' CSS
 * and MantineProvider, theme/mantine-scope.tsx), loaded with the first such page. The home page is drawn
 * without Mantine and does not load it.
 */
import { Outlet } from 'react-router';
import { MantineScope } from '../theme/mantine-scope';

export function Component() {
  return (
    <MantineScope>
      <Outlet />
    </MantineScope>
  );
}
