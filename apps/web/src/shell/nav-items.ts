/** The public navbar of spec section 2, in its order; labels are keys of the `shell` namespace. */
import type { TablerIcon } from '@tabler/icons-react';
import {
  IconBuildingBank,
  IconCalendarTime,
  IconGavel,
  IconHome,
  IconNews,
  IconUsers,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: TablerIcon;
  /** Marked current only on this exact path (home), not on its children. */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: IconHome, end: true },
  { to: '/news', labelKey: 'nav.news', icon: IconNews },
  { to: '/lawyer', labelKey: 'nav.lawyer', icon: IconUsers },
  { to: '/contragent', labelKey: 'nav.contragent', icon: IconBuildingBank },
  { to: '/legislation', labelKey: 'nav.legislation', icon: IconGavel },
  { to: '/duty-table', labelKey: 'nav.dutyTable', icon: IconCalendarTime },
];
