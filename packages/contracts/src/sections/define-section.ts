/**
 * A section of the portal declared once: its groups of calls, its cabinet pages with the permission each
 * needs, its sidebar item and control-panel link (on the page they open, so they share its permission),
 * its workflows, its i18n namespaces and its durable jobs. The SPA's client (CALL_GROUPS), the API's list
 * of calls, the cabinet's routes, the sidebar and the control panel are derived from the sections
 * (sections/index.ts); nothing else lists them.
 */
import type { Permission, Role, Workflow } from '@portal/domain';
import type { AnyCall } from '../kit/define-call';

/**
 * A group of calls (a `defineCalls` result) with its area: the first element of the SPA's query keys of
 * its calls, and what a change through one of them refreshes (apps/web/src/api/api.ts). Groups whose
 * answers refresh each other share an area (a lawyer's record and its requests). `personal`: the
 * answers are about the person signed in or the people they work with (public and reference answers
 * are not); the SPA forgets every answer at sign-out either way.
 */
export interface CallGroup<G extends Record<string, AnyCall> = Record<string, AnyCall>> {
  readonly area: string;
  readonly personal: boolean;
  readonly calls: G;
  /** Other answers a change through this group refreshes besides its area's (query key prefixes). */
  readonly alsoRefreshes: readonly (readonly string[])[];
}

/**
 * A group of calls with its area: `group(orderCalls, 'legal-aid', true)`. A section's own groups (its id
 * their area, personal) are given as their calls alone: `groups: { orders: orderCalls }`.
 */
export const group = <G extends Record<string, AnyCall>>(
  calls: G,
  area: string,
  personal: boolean,
  alsoRefreshes: readonly (readonly string[])[] = [],
): CallGroup<G> => ({ area, personal, calls, alsoRefreshes });

/** What a cabinet page needs: any signed-in user, or a role holding one permission of packages/domain. */
export type PageAccess = 'signedIn' | Permission;

/**
 * The groups of the cabinet's navigation, in the order they are shown (ADMIN sees `admin` first): the
 * person's own work, the structure they run, documents, reference and administration, help. Labelled
 * `navGroup.<group>` in the `cabinet` namespace.
 */
export const NAV_GROUPS = ['work', 'structure', 'documents', 'admin', 'help'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** The icons a navigation item may show; the SPA draws each (apps/web/src/cabinet/nav-icons.ts). */
export const NAV_ICONS = [
  'home',
  'person',
  'badge',
  'message',
  'inbox',
  'file',
  'vacancy',
  'settings',
  'building',
  'contract',
  'mail',
  'template',
  'order',
  'list',
  'school',
  'report',
  'history',
  'certificate',
  'book',
  'library',
  'scale',
  'search',
  'checklist',
  'calendar',
  'ban',
  'chart',
  'users',
  'shield',
  'database',
  'microscope',
  'forum',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

/** The sidebar item a cabinet page has: shown to whoever holds the page's permission. */
export interface SidebarPlace {
  /**
   * Stable id (tests, data-testid); its label is `sidebar.<id in camelCase>` of the `cabinet` namespace.
   * Left out where a page declares it, it is the page's path with '-' for '/' (`reports/review`:
   * `reports-review`).
   */
  readonly id: string;
  /** Where it stands within its group: items are shown by ascending place, over every section. */
  readonly place: number;
  /** The navigation group it belongs to. */
  readonly group: NavGroup;
  readonly icon: NavIcon;
  /**
   * Roles that hold the page's permission but have no use for the item (the bar candidate's page for those
   * already in the register): the page still opens, the sidebar leaves it out.
   */
  readonly hiddenFor?: readonly Role[];
}

/** A sidebar item as a page declares it: its id may be left out (`SidebarPlace`'s `id`). */
type DeclaredSidebarPlace = Omit<SidebarPlace, 'id'> & { readonly id?: string };

/** The link a cabinet page has on the control panel (an administration screen, in ADMIN's sidebar too). */
export interface ControlPanelLink {
  /** Stable id; its label is `adminScreens.<id in camelCase>` of the `cabinet` namespace. */
  readonly id: string;
  readonly icon: NavIcon;
  /** The permission the link needs, when it is not the page's (the whole query log, on the own log's page). */
  readonly permission?: Permission;
}

/**
 * A main action a cabinet page offers on the home page (creating a record, opening the inbox): the home
 * page shows a person the first three (by `place`) of the pages they may open. Labelled
 * `homeAction.<id in camelCase>` in the `cabinet` namespace.
 */
export interface HomeAction {
  readonly id: string;
  readonly place: number;
  readonly icon: NavIcon;
  /** The path it opens under /lawyer-profile, when not the page's own (a page with a parameter). */
  readonly to?: string;
}

/**
 * A line of "what awaits you" on the home page: how many of the section's records await the person, with
 * the nearest due date, linking to the list filtered to them. The API counts it (apps/api/src/pending.ts
 * wants a counter for each declared line, beside the section's policy); labelled
 * `pending.<id in camelCase>` in the `cabinet` namespace.
 */
export interface PendingLine {
  /** Who is asked (the counter answers within what the policy lets the person see). */
  readonly permission: Permission;
  /** The list that holds the records, filtered to them: a path under /lawyer-profile with its query. */
  readonly list: string;
  /** Roles that hold the permission but are not asked (as a sidebar item's `hiddenFor`). */
  readonly hiddenFor?: readonly Role[];
}

/**
 * One page of the cabinet, by its path under /lawyer-profile. `page` names its folder under
 * apps/web/src/pages (its route.tsx is loaded when the page is first opened); without `page` nor
 * `redirect` the page is "in preparation" (the link works, the page says so).
 */
export interface CabinetPage {
  /** The page's permission; the section's `permission` when left out. */
  readonly permission?: PageAccess;
  readonly page?: string;
  /** Opening this path goes to another page of the cabinet (a path under /lawyer-profile). */
  readonly redirect?: string;
  readonly sidebar?: DeclaredSidebarPlace;
  readonly controlPanel?: ControlPanelLink;
  readonly homeAction?: HomeAction;
}

/**
 * Pages that need one permission (a list, its record and its forms), the permission written once:
 * `...withPermission('order.view', { 'orders/list': {...}, 'orders/list/view/:id': {...} })` in a
 * section's `cabinet`.
 */
export function withPermission(
  permission: PageAccess,
  pages: Readonly<Record<string, Omit<CabinetPage, 'permission'>>>,
): Record<string, CabinetPage> {
  return Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, { ...page, permission }]));
}

/** A group as a section declares it: its calls alone (the section's own) or `group(…)`. */
type DeclaredGroup = CallGroup | Record<string, AnyCall>;

/** The group a declared one stands for. */
type GroupOf<D> = D extends CallGroup ? D : D extends Record<string, AnyCall> ? CallGroup<D> : never;
type GroupsOf<D extends Record<string, DeclaredGroup>> = { readonly [K in keyof D]: GroupOf<D[K]> };

/** A section's declaration (see the top of this file). */
export interface SectionSpec<
  G extends Record<string, DeclaredGroup>,
  I extends string = string,
  W extends Workflow<string, string> = Workflow<string, string>,
  N extends string = string,
  J extends string = string,
  P extends string = string,
> {
  /** Stable name of the section (kebab-case). */
  readonly id: I;
  /** The permission of its cabinet pages that name none. */
  readonly permission?: PageAccess;
  /**
   * Its groups of calls by name: the SPA's client is `api.<name>.<call>`. A group given as its calls
   * alone is the section's own: the section's id its area, its answers personal.
   */
  readonly groups: G;
  /** Its cabinet pages by path under /lawyer-profile. */
  readonly cabinet?: Readonly<Record<string, CabinetPage>>;
  /** The workflow tables of its records (packages/domain): the API binds each to its table. */
  readonly workflows?: readonly W[];
  /** Its i18n namespaces (packages/i18n/locales/<lang>/<namespace>.json). */
  readonly namespaces?: readonly N[];
  /** The durable jobs its records schedule (apps/api/src/jobs/definitions.ts defines each). */
  readonly jobs?: readonly J[];
  /** Its lines of the home page's "what awaits you", by id (apps/api/src/pending.ts counts each). */
  readonly pending?: Readonly<Record<P, PendingLine>>;
}

/** A declared section: its spec, with every cabinet page given its permission. */
export interface Section<
  G extends Record<string, CallGroup> = Record<string, CallGroup>,
  I extends string = string,
  W extends Workflow<string, string> = Workflow<string, string>,
  N extends string = string,
  J extends string = string,
  P extends string = string,
> extends Omit<
  SectionSpec<G, I, W, N, J, P>,
  'groups' | 'cabinet' | 'workflows' | 'namespaces' | 'jobs' | 'pending'
> {
  readonly groups: G;
  readonly cabinet: readonly CabinetRoute[];
  readonly workflows: readonly W[];
  readonly namespaces: readonly N[];
  readonly jobs: readonly J[];
  readonly pending: Readonly<Record<P, PendingLine>>;
}

/** A cabinet page as the SPA and the permission snapshot read it: full path, permission, section. */
export interface CabinetRoute extends Omit<CabinetPage, 'permission' | 'sidebar'> {
  /** The path under /lawyer-profile (no leading slash). */
  readonly path: string;
  readonly permission: PageAccess;
  readonly section: string;
  readonly sidebar?: SidebarPlace;
}

/** Declares a section; refuses a cabinet page that has no permission from itself nor its section. */
export function defineSection<
  const G extends Record<string, DeclaredGroup>,
  const I extends string,
  const W extends Workflow<string, string> = never,
  const N extends string = never,
  const J extends string = never,
  const P extends string = never,
>(spec: SectionSpec<G, I, W, N, J, P>): Section<GroupsOf<G>, I, W, N, J, P> {
  const groups = Object.fromEntries(
    Object.entries(spec.groups).map(([name, g]) => [name, isGroup(g) ? g : group(g, spec.id, true)]),
  ) as GroupsOf<G>;
  const cabinet = Object.entries(spec.cabinet ?? {}).map(([path, page]): CabinetRoute => {
    const permission = page.permission ?? spec.permission;
    if (!permission) throw new Error(`section ${spec.id}: page ${path} names no permission`);
    if (page.page && page.redirect)
      throw new Error(`section ${spec.id}: page ${path} is a page or a redirect`);
    const { sidebar, ...rest } = page;
    const route = { ...rest, path, permission, section: spec.id };
    return sidebar
      ? { ...route, sidebar: { ...sidebar, id: sidebar.id ?? path.replaceAll('/', '-') } }
      : route;
  });
  return {
    ...spec,
    groups,
    cabinet,
    workflows: spec.workflows ?? [],
    namespaces: spec.namespaces ?? [],
    jobs: spec.jobs ?? [],
    pending: spec.pending ?? ({} as Record<P, PendingLine>),
  };
}

const isGroup = (g: DeclaredGroup): g is CallGroup => typeof g.area === 'string' && 'calls' in g;
