/**
 * Every section of the portal, and what is derived from their declarations: the cabinet's pages, the
 * sidebar, the control panel's links (here) and the groups of calls (calls.ts). A new section is one
 * file beside this one and one line in SECTIONS.
 */
import type { Role } from '@portal/domain';
import { accountSection } from './account';
import { adminSection } from './admin';
import { appealsSection } from './appeals';
import { candidatesSection } from './candidates';
import { chamberSection } from './chamber';
import type { CabinetRoute, CallGroup, PageAccess, Section } from './define-section';
import { dutySection } from './duty';
import { expertiseSection } from './expertise';
import { forumSection } from './forum';
import { legalAidSection } from './legal-aid';
import { lettersSection } from './letters';
import { publicSection } from './public';
import { reportsSection } from './reports';
import { requestsSection } from './requests';
import { siteSection } from './site';
import { structuresSection } from './structures';
import { userGuideSection } from './user-guide';

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
  /** Key of its label in the `cabinet` i18n namespace. */
  labelKey: string;
  permission: PageAccess;
}

export const CABINET_PATH = '/lawyer-profile';

/** What the cabinet is made of: its pages, its sidebar in display order, the control panel's links. */
export interface Cabinet {
  readonly pages: readonly CabinetRoute[];
  readonly sidebar: readonly SidebarItem[];
  /** The ids of the sidebar items of spec section 6's table. */
  readonly specSidebarIds: ReadonlySet<string>;
  readonly controlPanel: readonly SidebarItem[];
}

const camelCase = (id: string) => id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

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
  const link = (page: CabinetRoute, id: string, labels: string, permission = page.permission) => ({
    id,
    path: `${CABINET_PATH}/${page.path}`,
    labelKey: `${labels}.${camelCase(id)}`,
    permission,
  });
  return {
    pages,
    sidebar: withSidebar.map((p) => link(p, p.sidebar!.id, 'sidebar')),
    specSidebarIds: new Set(withSidebar.filter((p) => p.sidebar!.specTable).map((p) => p.sidebar!.id)),
    controlPanel: pages
      .filter((p) => p.controlPanel)
      .map((p) => link(p, p.controlPanel!.id, 'adminScreens', p.controlPanel!.permission)),
  };
}

export const CABINET = cabinetOf(SECTIONS);

/** The cabinet sidebar, in display order (spec section 6's items first, then the other roles'). */
export const SIDEBAR_ITEMS = CABINET.sidebar;
/** The items of spec section 6's table: ADMIN's sidebar is exactly these (`controlPanelLinksFor`). */
export const SPEC_SIDEBAR_IDS = CABINET.specSidebarIds;
/** The administration screens, reached from ADMIN's control panel (and by REPUBLIC_CHAMBER for restrictions). */
export const ADMIN_SCREENS = CABINET.controlPanel;

const holds = (held: ReadonlySet<string>, item: SidebarItem) =>
  item.permission === 'signedIn' || held.has(item.permission);

/** The sidebar of a user with this role and these permissions, in display order. */
export function sidebarFor(
  role: Role,
  permissions: Iterable<string>,
  cabinet: Cabinet = CABINET,
): SidebarItem[] {
  const held = new Set(permissions);
  return cabinet.sidebar.filter(
    (item) => holds(held, item) && (role !== 'ADMIN' || cabinet.specSidebarIds.has(item.id)),
  );
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
    if (!holds(held, item) || shown.has(item.path)) continue;
    if (links.some((l) => l.path === item.path)) continue;
    links.push(item);
  }
  return links;
}
