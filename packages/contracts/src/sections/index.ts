/**
 * Every section of the portal, and what is derived from their declarations: the cabinet's pages, the
 * sidebar, the control panel's links (here) and the groups of calls (calls.ts). A new section is one
 * file beside this one and one line in SECTIONS.
 */
import type { Permission, Role } from '@portal/domain';
import { accountSection } from './account';
import { adminSection } from './admin';
import { appealsSection } from './appeals';
import { calendarSection } from './calendar';
import { candidatesSection } from './candidates';
import { chamberSection } from './chamber';
import {
  type CabinetRoute,
  type CallGroup,
  NAV_GROUPS,
  type NavGroup,
  type NavIcon,
  type PageAccess,
  type Section,
} from './define-section';
import { dutySection } from './duty';
import { statisticsSection } from './statistics';
import { expertiseSection } from './expertise';
import { forumSection } from './forum';
import { legalAidSection } from './legal-aid';
import { lettersSection } from './letters';
import { publicSection } from './public';
import { receptionSection } from './reception';
import { reportsSection } from './reports';
import { requestsSection } from './requests';
import { siteSection } from './site';
import { siteContentSection } from './site-content';
import { structuresSection } from './structures';
import { userGuideSection } from './user-guide';
import { worksSection } from './works';

export * from './define-section';

export const SECTIONS = [
  siteSection,
  publicSection,
  accountSection,
  adminSection,
  legalAidSection,
  appealsSection,
  requestsSection,
  structuresSection,
  lettersSection,
  chamberSection,
  reportsSection,
  candidatesSection,
  userGuideSection,
  expertiseSection,
  dutySection,
  forumSection,
  statisticsSection,
  receptionSection,
  siteContentSection,
  calendarSection,
  worksSection,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** The groups of calls of some sections, as one object type (`api.<group>.<call>`). */
export type GroupsOf<S extends readonly Section<Record<string, CallGroup>>[]> = UnionToIntersection<
  S[number]['groups']
>;

/** The groups of calls of these sections by name; a name given by two sections is refused. */
export function groupsOf<const S extends readonly Section<Record<string, CallGroup>>[]>(
  sections: S,
): GroupsOf<S> {
  const groups: Record<string, CallGroup> = {};
  for (const section of sections) {
    for (const [name, g] of Object.entries(section.groups)) {
      if (name in groups) throw new Error(`group ${name} is declared by two sections`);
      groups[name] = g;
    }
  }
  return groups as GroupsOf<S>;
}

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

const camelCase = (id: string) => id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

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

export const CABINET = cabinetOf(SECTIONS);

/** Every sidebar item the sections declare, by place. */
export const SIDEBAR_ITEMS = CABINET.sidebar;
/** The administration screens, reached from ADMIN's sidebar and control panel (and by REPUBLIC_CHAMBER for restrictions). */
export const ADMIN_SCREENS = CABINET.controlPanel;

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
export function sidebarFor(
  role: Role,
  permissions: Iterable<string>,
  cabinet: Cabinet = CABINET,
): SidebarItem[] {
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
  cabinet: Cabinet = CABINET,
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

type PendingIdOf<S> = S extends { readonly pending: infer R } ? keyof R & string : never;
/** The id of a line of the home page's "what awaits you", as the sections declare them. */
export type PendingId = PendingIdOf<(typeof SECTIONS)[number]>;

/** A declared line of "what awaits you", with its section and the full path of its list. */
export interface PendingLineItem {
  id: PendingId;
  section: string;
  permission: Permission;
  /** The filtered list holding the records (full path with its query). */
  list: string;
  /** Key of its label in the `cabinet` i18n namespace. */
  labelKey: string;
  hiddenFor?: readonly Role[];
}

/** Every declared line of "what awaits you", in the sections' order; an id declared twice is refused. */
export function pendingLinesOf(sections: readonly Section<Record<string, CallGroup>>[]): PendingLineItem[] {
  const lines: PendingLineItem[] = [];
  for (const section of sections) {
    for (const [id, line] of Object.entries(section.pending)) {
      if (lines.some((l) => l.id === id)) throw new Error(`pending line ${id} is declared twice`);
      lines.push({
        id: id as PendingId,
        section: section.id,
        permission: line.permission,
        list: `${CABINET_PATH}/${line.list}`,
        labelKey: `pending.${camelCase(id)}`,
        ...(line.hiddenFor ? { hiddenFor: line.hiddenFor } : {}),
      });
    }
  }
  return lines;
}

export const PENDING_LINES = pendingLinesOf(SECTIONS);

/** The lines of "what awaits you" a user with this role and these permissions is asked about. */
export function pendingLinesFor(
  role: Role,
  permissions: Iterable<string>,
  lines: readonly PendingLineItem[] = PENDING_LINES,
): PendingLineItem[] {
  const held = new Set(permissions);
  return lines.filter((l) => held.has(l.permission) && !l.hiddenFor?.includes(role));
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
  cabinet: Cabinet = CABINET,
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
