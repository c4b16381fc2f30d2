/**
 * The cabinet as the sections declare it, and who sees what of it: its pages, the sidebar of a role and its
 * permissions, the control panel's links, the home page's main actions. Every function takes the cabinet it
 * reads (index.ts CABINET, built from SECTIONS): the SPA gives it the same cabinet as plain data computed at
 * build time, without importing the sections' calls and their schemas.
 */
import type { Role } from '@portal/domain';
import {
  type CabinetRoute,
  NAV_GROUPS,
  type NavGroup,
  type NavIcon,
  type PageAccess,
  type CallGroup,
  type Section,
} from './define-section';

/** One link of the cabinet: a sidebar item or a control panel's link, with the permission it needs. */
export interface SidebarItem {
  /** Stable id (tests, data-testid). */
  id: string;
  /** The page it opens (full path). */
  path: string;
  /** Key of its label in the `cabinet` i18n namespace (the page's heading says the same). */
  labelKey: string;
  permission: PageAccess;
  group: NavGroup;
  icon: NavIcon;
  /** Its order within its group. */
  place: number;
  /** Roles whose sidebar leaves it out although they may open it. */
  hiddenFor?: readonly Role[];
}

export const CABINET_PATH = '/lawyer-profile';

/** What the cabinet is made of: its pages, its sidebar in display order, the control panel's links. */
export interface Cabinet {
  readonly pages: readonly CabinetRoute[];
  readonly sidebar: readonly SidebarItem[];
  readonly controlPanel: readonly SidebarItem[];
}

/** A declared id (kebab-case) as the last part of its label key. */
export const camelCase = (id: string) => id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The places of the control panel's links in ADMIN's sidebar: before every sidebar place, as declared. */
const CONTROL_PANEL_PLACES = -10_000;

/**
 * The cabinet of these sections: every page once (a path declared twice is refused), the sidebar items by
 * place (an id or a place used twice is refused), each link with the permission of the page it opens.
 */
export function cabinetOf(sections: readonly Section<Record<string, CallGroup>>[]): Cabinet {
  const pages = sections.flatMap((s) => s.cabinet);
  const paths = new Set<string>();
  for (const page of pages) {
    if (paths.has(page.path)) throw new Error(`cabinet page ${page.path} is declared twice`);
    paths.add(page.path);
  }
  const withSidebar = pages.filter((p) => p.sidebar).sort((a, b) => a.sidebar!.place - b.sidebar!.place);
  const ids = new Set<string>();
  const places = new Set<number>();
  for (const { sidebar } of withSidebar) {
    if (ids.has(sidebar!.id) || places.has(sidebar!.place))
      throw new Error(`sidebar item ${sidebar!.id} (place ${sidebar!.place}) is declared twice`);
    ids.add(sidebar!.id);
    places.add(sidebar!.place);
  }
  const path = (page: CabinetRoute) => `${CABINET_PATH}/${page.path}`;
  return {
    pages,
    sidebar: withSidebar.map((p) => ({
      id: p.sidebar!.id,
      path: path(p),
      labelKey: `sidebar.${camelCase(p.sidebar!.id)}`,
      permission: p.permission,
      group: p.sidebar!.group,
      icon: p.sidebar!.icon,
      place: p.sidebar!.place,
      ...(p.sidebar!.hiddenFor ? { hiddenFor: p.sidebar!.hiddenFor } : {}),
    })),
    controlPanel: pages
      .filter((p) => p.controlPanel)
      .map((p, i) => ({
        id: p.controlPanel!.id,
        path: path(p),
        labelKey: `adminScreens.${camelCase(p.controlPanel!.id)}`,
        permission: p.controlPanel!.permission ?? p.permission,
        group: 'admin' as const,
        icon: p.controlPanel!.icon,
        place: CONTROL_PANEL_PLACES + i,
      })),
  };
}

const holds = (held: ReadonlySet<string>, item: SidebarItem) =>
  item.permission === 'signedIn' || held.has(item.permission);

const usedBy = (role: Role, item: SidebarItem) => !item.hiddenFor?.includes(role);

/** The groups ADMIN's sidebar shows: administration first, then help; the rest is on its control panel. */
const ADMIN_GROUPS: readonly NavGroup[] = ['admin', 'help'];

/** The order of the groups in a role's sidebar: the administration first for ADMIN. */
export function navGroupOrder(role: Role): readonly NavGroup[] {
  return role === 'ADMIN' ? ADMIN_GROUPS : NAV_GROUPS;
}

/**
 * The sidebar of a user with this role and these permissions, in display order: group by group
 * (`navGroupOrder`), each by place. Only what the role uses: an item it is `hiddenFor` is left out, and
 * ADMIN's sidebar is the administration (its screens of the control panel too) and help.
 */
export function sidebarFor(role: Role, permissions: Iterable<string>, cabinet: Cabinet): SidebarItem[] {
  const held = new Set(permissions);
  const groups = navGroupOrder(role);
  const items: SidebarItem[] = [];
  const source = role === 'ADMIN' ? [...cabinet.sidebar, ...cabinet.controlPanel] : cabinet.sidebar;
  for (const item of source) {
    if (!groups.includes(item.group) || !holds(held, item) || !usedBy(role, item)) continue;
    if (items.some((i) => i.path === item.path)) continue;
    items.push(item);
  }
  return items.sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.place - b.place);
}

/** A sidebar in its groups, each with its items (in display order, empty groups left out). */
export function navGroupsOf(
  role: Role,
  items: readonly SidebarItem[],
): { group: NavGroup; items: SidebarItem[] }[] {
  return navGroupOrder(role)
    .map((group) => ({ group, items: items.filter((i) => i.group === group) }))
    .filter((g) => g.items.length > 0);
}

/**
 * What a control panel links to: the administration screens the user may open, then (for ADMIN) the
 * other roles' screens that its sidebar leaves out.
 */
export function controlPanelLinksFor(
  role: Role,
  permissions: Iterable<string>,
  cabinet: Cabinet,
): SidebarItem[] {
  const held = new Set(permissions);
  const shown = new Set(sidebarFor(role, held, cabinet).map((item) => item.path));
  const links: SidebarItem[] = [];
  for (const item of [...cabinet.controlPanel, ...cabinet.sidebar]) {
    if (!holds(held, item) || !usedBy(role, item) || shown.has(item.path)) continue;
    if (links.some((l) => l.path === item.path)) continue;
    links.push(item);
  }
  return links;
}

/** A main action of the home page, with the page it opens. */
export interface HomeActionItem {
  id: string;
  path: string;
  labelKey: string;
  icon: NavIcon;
  permission: PageAccess;
}

/** How many main actions the home page offers. */
export const HOME_ACTION_COUNT = 3;

/** The home page's main actions of a user: the first three (by place) of the pages they may open. */
export function homeActionsFor(
  role: Role,
  permissions: Iterable<string>,
  cabinet: Cabinet,
): HomeActionItem[] {
  const held = new Set(permissions);
  return cabinet.pages
    .filter((p) => p.homeAction && (p.permission === 'signedIn' || held.has(p.permission)))
    .filter((p) => !p.sidebar?.hiddenFor?.includes(role))
    .sort((a, b) => a.homeAction!.place - b.homeAction!.place)
    .slice(0, HOME_ACTION_COUNT)
    .map((p) => ({
      id: p.homeAction!.id,
      path: `${CABINET_PATH}/${p.homeAction!.to ?? p.path}`,
      labelKey: `homeAction.${camelCase(p.homeAction!.id)}`,
      icon: p.homeAction!.icon,
      permission: p.permission,
    }));
}
