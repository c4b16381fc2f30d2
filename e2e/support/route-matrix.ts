/**
 * Route × role matrix: "every route renders for the role that should see it and is refused for one that
 * should not, with no serious axe violation in the three themes, at desktop and (where asked) at a phone's
 * size".
 *
 * A section lists its routes once, with who sees each and who is refused:
 *
 *   routeMatrix('requests', [
 *     { path: '/lawyer-profile/requests', seenBy: ['lawyer-request'], refusedFor: ['user', 'guest'] },
 *     { path: (api) => api.firstId('/api/v.1/...'), seenBy: ['region-chamber'], shows: 'request-card' },
 *   ]);
 *
 * That makes one test per visitor (a persona, or `guest`, signed out). Each test opens one context and one
 * page from the persona's shared sign-in (sessions.ts), in English, loads the portal once and then moves
 * from route to route inside the SPA (the history API its router listens to: no reload per route), and for
 * each of its routes:
 * - seen: the page has its level-1 heading, no "not found", no "no access", no "section in preparation",
 *   nothing still loading, the `shows` test id if given, every empty list (opened without a search or a
 *   filter) saying what it is for rather than "nothing found"; axe with every WCAG rule in USUAL inside
 *   `#main-content` by the first visitor who sees the route (axeChecks); then, with `phone`, the same at
 *   390×844;
 * - refused: a signed-in persona gets the cabinet's "no access" page (no call is made), a guest is sent to
 *   sign in: the page leaves the route and the browser asks for OneID's sign-in page (answered "204 No
 *   Content" here, so the SPA stays and the next route opens in it; identity-sign-in.spec.ts follows the
 *   redirect to OneID's page itself).
 * The colour rules of the other themes (BLIND, BLIND2: support/axe.ts, switched in place through the stored
 * choice) run on one page of each kind per section: the first list, the first record (a page with an id)
 * and the first form of the rows, by the first visitor who sees it (at each size checked), once the
 * visitor has seen all its pages in USUAL: one switch per theme (support/axe.ts expectPagesAccessible).
 * The themes change colours only, and the pages of one kind are built from the same kit components; give
 * a row `kind` when its path does not tell it (see `kindOf`).
 * Every list page of the rows fits: the first visitor who sees it finds nothing in the main content that
 * scrolls sideways at 1280×800 (the size its page opens at, measured on the visit above) and at 390×844
 * (the phone's pass, or one more visit per list at the end of the test): listMeasurers.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { navigateInApp, openInApp } from './app-ready';
import { expectPagesAccessible, type Theme } from './axe';
import { expect, test } from './fixtures';
import type { PersonaKey } from './identity';
import { type PersonaSession, personaSession, personaState } from './sessions';

export type Visitor = PersonaKey | 'guest';

/** What a row's path function may use to find the id of a record to open (the persona's own API token). */
export interface PathContext {
  visitor: Visitor;
  page: Page;
  request: APIRequestContext;
  /**
   * The visitor's bearer token (null for a guest), for the API calls a path function makes: not read from the
   * page's storage, whose document may be another origin's when a kept page comes to the next test.
   */
  token: string | null;
  /** GET an /api path with the visitor's bearer token; the parsed JSON answer. */
  getJson: <T = unknown>(path: string) => Promise<T>;
  /** Another persona's bearer token, for a record the visitor may open but not make (e.g. a lawyer's topic). */
  tokenOf: (persona: PersonaKey) => Promise<string | null>;
}

export interface RouteRow {
  /** The path to open, or a function finding it (e.g. the id of a record the visitor may open). */
  path: string | ((ctx: PathContext) => Promise<string>);
  /** Who sees the page. */
  seenBy: readonly Visitor[];
  /** Who is refused it. */
  refusedFor?: readonly Visitor[];
  /** A test id the page must show beyond its heading (the page's own content, not just the frame). */
  shows?: string;
  /** The path forwards to one of its own sub-pages (which one depends on the visitor), e.g. `/profile`. */
  forwardsToChild?: boolean;
  /** A name for the report when `path` is a function. */
  name?: string;
  /** What kind of page it is, for the theme sample (default: see `kindOf`). */
  kind?: PageKind;
}

/** The kinds of page whose colours the theme passes sample, one page of each per section. */
export type PageKind = 'list' | 'record' | 'form';

export interface MatrixOptions {
  /**
   * The themes axe checks (default all three): USUAL on every seen page, each other one on the section's
   * sample (one page of each kind).
   */
  themes?: readonly Theme[];
  /**
   * Check each seen page at 390×844 too (default false: a section whose issue asks for the phone size, such
   * as the appeals and the phone area, sets it; it doubles the matrix's time).
   */
  phone?: boolean;
  /** Test timeout per visitor (default 60 s, plus 15 s and 15 s per theme for each seen page, 20 s per refusal). */
  timeoutMs?: number;
}

const ALL_THEMES: readonly Theme[] = ['USUAL', 'BLIND', 'BLIND2'];
const PHONE = { width: 390, height: 844 };
/** The size a visitor's page opens at: the desktop the lists are measured at (FIT_SIZES). */
const DESKTOP = { width: 1280, height: 800 };

function rowName(row: RouteRow): string {
  return typeof row.path === 'string' ? row.path : (row.name ?? 'a route found at run time');
}

/**
 * A row's kind when it names none: a path found at run time or ending in a number opens a record, one
 * naming a creation or a form (create, new, add, edit, form) is a form, any other a list.
 */
export function kindOf(row: RouteRow): PageKind {
  if (row.kind) return row.kind;
  if (typeof row.path !== 'string' || /\/\d+(\/|$)/.test(row.path)) return 'record';
  return /\/(create|new|add|edit|form)(\/|$)|-form$/.test(row.path) ? 'form' : 'list';
}

/**
 * Whether this visitor runs axe in USUAL on the row's page (at each size the matrix opens it at): the first
 * visitor who sees the route, as for the theme sample and the list fit. The others who see it still open it
 * and check what it shows; the page is built from the same components for each of them. A row that
 * forwards to a sub-page chosen by the visitor is a different page for each, and each checks it.
 */
function axeChecks(row: RouteRow, visitor: Visitor): boolean {
  return row.forwardsToChild === true || row.seenBy[0] === visitor;
}

/** The rows whose page gets the other themes' passes, each with the visitor who checks it. */
function themeSample(rows: readonly RouteRow[]): Map<RouteRow, Visitor> {
  const sample = new Map<RouteRow, Visitor>();
  const kinds = new Set<PageKind>();
  for (const row of rows) {
    const kind = kindOf(row);
    if (kinds.has(kind) || row.seenBy.length === 0) continue;
    kinds.add(kind);
    sample.set(row, row.seenBy[0]!);
  }
  return sample;
}

async function expectSeen(page: Page, path: string, shows?: string, forwardsToChild = false) {
  await openInApp(page, path);
  if (forwardsToChild)
    await expect(page, `${path} opens one of its sub-pages`).toHaveURL(
      new RegExp(`${escape(path)}/[^?#]+([?#].*)?$`),
    );
  else
    await expect(page, `${path} stays where it was opened`).toHaveURL(
      new RegExp(`${escape(path)}([?#].*)?$`),
    );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const id of ['not-found', 'cabinet-no-access', 'item-not-found', 'section-in-preparation']) {
    await expect(page.getByTestId(id), `${path}: no ${id}`).toHaveCount(0);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (shows) await expect(page.getByTestId(shows).first()).toBeVisible();
  await expectEmptyListsExplain(page, path);
}

/** The kit's texts of an empty list that say nothing of the list (English, as the matrix reads). */
const GENERIC_EMPTY = ['Nothing found', 'Nothing here yet'];

/**
 * Opened without a search or a filter in its address, every empty list on the page says what it is for
 * (the kit's first-visit state, `data-empty="first"`, with the list's own text), never "nothing found":
 * a page that narrows its list by itself on a first visit, or a list that declares no purpose, fails.
 */
async function expectEmptyListsExplain(page: Page, path: string) {
  const asked = new URL(path, 'http://portal').searchParams;
  if ([...asked.keys()].some(narrows)) return;
  const empties = await page
    .getByTestId('list-empty')
    .evaluateAll((found) =>
      found.map((el) => ({ state: el.getAttribute('data-empty'), text: el.textContent?.trim() ?? '' })),
    );
  for (const { state, text } of empties) {
    expect(state, `${path}: an empty list before any search is not "nothing found" (${text})`).toBe('first');
    expect(GENERIC_EMPTY, `${path}: an empty list says what it is for`).not.toContain(text);
    expect(text.length, `${path}: an empty list says what it is for ("${text}")`).toBeGreaterThan(20);
  }
}

/** Whether a URL parameter narrows a list (a search, a filter), as the kit's `filterNames` reads it. */
function narrows(name: string): boolean {
  return !(
    name === 'page' ||
    name.endsWith('Page') ||
    name === 'sort' ||
    name.endsWith('Sort') ||
    name === 'card'
  );
}

async function expectRefused(page: Page, visitor: Visitor, path: string) {
  if (visitor === 'guest') {
    // The route's guard sends a guest to /one-id, whose page sends the browser on to OneID's sign-in page.
    // That request is seen and answered "204 No Content" (guestSession), so the browser stays in the
    // portal's document and the next route opens in the SPA, with no page load per refusal. /one-id starts
    // the redirect when it mounts: a guest already there first goes home.
    if (new URL(page.url()).pathname === '/one-id') await openInApp(page, '/');
    const toOneId = page.waitForRequest(
      (r) => r.url().startsWith(oneIdAuthorize()) && r.isNavigationRequest(),
      {
        timeout: 30_000,
      },
    );
    if (await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))) {
      await navigateInApp(page, path);
    } else await page.goto(path);
    await toOneId;
    await expect(page, `${path} sends a guest to sign in`).not.toHaveURL(new RegExp(`${escape(path)}$`));
  } else {
    await openInApp(page, path);
    await expect(page.getByTestId('cabinet-no-access'), `${path} refused for ${visitor}`).toBeVisible();
  }
}

function escape(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathContext(
  browser: Browser,
  visitor: Visitor,
  page: Page,
  request: APIRequestContext,
  token: string | null,
): PathContext {
  return {
    visitor,
    page,
    request,
    token,
    getJson: async <T>(path: string) => {
      const res = await request.get(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.ok(), `GET ${path} as ${visitor}: ${res.status()}`).toBe(true);
      return (await res.json()) as T;
    },
    tokenOf: (persona) => personaToken(browser, persona),
  };
}

/**
 * One test per visitor of the rows: each seen route renders and is accessible, each refused one refuses;
 * and one test that every list page of the rows fits at a desktop's and a phone's width (listsFit).
 */
export function routeMatrix(section: string, rows: readonly RouteRow[], options: MatrixOptions = {}) {
  const { themes = ALL_THEMES, phone = false } = options;
  const visitors = [...new Set(rows.flatMap((r) => [...r.seenBy, ...(r.refusedFor ?? [])]))];
  const sample = themeSample(rows);
  const fitBy = listMeasurers(rows);
  test.describe(`${section}: routes per role`, () => {
    for (const visitor of visitors) {
      const seen = rows.filter((r) => r.seenBy.includes(visitor));
      const refused = rows.filter((r) => r.refusedFor?.includes(visitor));
      const title = `${visitor}: sees ${seen.map(rowName).join(', ') || 'nothing'}${
        refused.length ? `; refused ${refused.map(rowName).join(', ')}` : ''
      }`;
      /** The other themes on the visitor's rows of the section's sample (USUAL: axeChecks). */
      const themesOf = (row: RouteRow) => (sample.get(row) === visitor ? themes : ['USUAL' as const]);
      test(title, async ({ browser }) => {
        // A seen page runs axe at most once per theme (12-25 s each on a loaded machine: a page with two lists
        // or a map took 45-80 s for three themes), each refusal is one visit, each list the visitor
        // measures one more visit at the phone's size.
        const perSeen = 15_000 + 15_000 * themes.length;
        const fits = seen.filter((row) => fitBy.get(row) === visitor);
        test.setTimeout(
          options.timeoutMs ??
            60_000 + perSeen * seen.length * (phone ? 2 : 1) + 20_000 * refused.length + 15_000 * fits.length,
        );
        await asVisitor(browser, visitor, async (page, ctx) => {
          const paths = new Map<RouteRow, string>();
          const pathOf = async (row: RouteRow) => {
            if (!paths.has(row))
              paths.set(row, typeof row.path === 'string' ? row.path : await row.path(ctx));
            return paths.get(row)!;
          };
          const fit = listFit(page, visitor, fits);
          // Each seen page, checked with axe in USUAL when this visitor checks it (axeChecks), then the
          // sample's pages once per other theme (expectPagesAccessible); a list this visitor measures is
          // measured when it first opens at each size.
          const sweep = seen.map((row) => ({
            open: async () => {
              const path = await pathOf(row);
              await expectSeen(page, path, row.shows, row.forwardsToChild);
              await fit.measure(row, path);
            },
            themes: themesOf(row),
            usual: axeChecks(row, visitor),
          }));
          await expectPagesAccessible(page, sweep, { within: '#main-content' });
          for (const row of refused) await expectRefused(page, visitor, await pathOf(row));
          if (phone && seen.length > 0) {
            await page.setViewportSize(PHONE);
            await expectPagesAccessible(page, sweep, { within: '#main-content' });
          } else if (fits.length > 0) {
            await page.setViewportSize(PHONE);
            for (const row of fits) {
              const path = await pathOf(row);
              await expectSeen(page, path, row.shows, row.forwardsToChild);
              await fit.measure(row, path);
            }
          }
          expect(fit.problems(), 'nothing scrolls sideways in a list').toEqual([]);
        });
      });
    }
  });
}

/** The sizes every list must fit without sideways scrolling: a desktop and a phone. */
const FIT_SIZES = [DESKTOP, PHONE] as const;

/**
 * What scrolls sideways in the main content: the content itself wider than its box, or a box inside it
 * (a table's scroll region) whose content is wider than it; each named by its tag, test id or label, with
 * the widths.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.getElementById('main-content');
    if (!main) return ['no #main-content'];
    const found: string[] = [];
    const name = (el: Element) =>
      el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName.toLowerCase();
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`the page: ${document.documentElement.scrollWidth} px in ${window.innerWidth}`);
    if (main.scrollWidth > main.clientWidth + 1)
      found.push(`#main-content: ${main.scrollWidth} px in ${main.clientWidth}`);
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
      const overflow = getComputedStyle(el).overflowX;
      if (overflow === 'auto' || overflow === 'scroll')
        found.push(`${name(el)}: ${el.scrollWidth} px in ${el.clientWidth}`);
    }
    return found;
  });
}

/**
 * "Every list fits": each list page of the rows (kindOf) is measured by the first visitor who sees it, in
 * that visitor's matrix test, when it first opens at 1280×800 (the size the matrix's pages open at) and at
 * 390×844 (after the desktop passes, with the phone's axe pass when the matrix asks for one, else one more
 * visit): nothing in the main content may scroll sideways.
 */
function listMeasurers(rows: readonly RouteRow[]): Map<RouteRow, Visitor> {
  const by = new Map<RouteRow, Visitor>();
  for (const row of rows) if (kindOf(row) === 'list' && row.seenBy.length > 0) by.set(row, row.seenBy[0]!);
  return by;
}

/**
 * The fit measures of a visitor's lists: each list once at each size of FIT_SIZES it is opened at;
 * `problems` names what scrolls sideways, and a list left unmeasured at a size.
 */
function listFit(page: Page, visitor: Visitor, lists: readonly RouteRow[]) {
  const measured = new Map<RouteRow, Set<number>>(lists.map((row) => [row, new Set<number>()]));
  const found: string[] = [];
  return {
    async measure(row: RouteRow, path: string) {
      const size = page.viewportSize();
      const sizes = measured.get(row);
      if (!sizes || !size || sizes.has(size.width)) return;
      if (!FIT_SIZES.some((s) => s.width === size.width && s.height === size.height)) return;
      sizes.add(size.width);
      // A list already on the page when the window narrows turns into cards once it has measured its new
      // width (a frame or two later): the page is given a moment to settle, and what still scrolls
      // sideways then is a problem.
      let problems: string[] = [];
      await expect
        .poll(async () => (problems = await sidewaysScroll(page)), { timeout: 3_000 })
        .toEqual([])
        .catch(() => undefined);
      for (const problem of problems) found.push(`${path} at ${size.width} px as ${visitor}: ${problem}`);
    },
    problems: () => [
      ...found,
      ...[...measured].flatMap(([row, sizes]) =>
        FIT_SIZES.filter((s) => !sizes.has(s.width)).map(
          (s) => `${rowName(row)} not measured at ${s.width}×${s.height}`,
        ),
      ),
    ],
  };
}

/**
 * The visitors' pages a worker keeps open between its matrix tests (and the other tests that only read:
 * onKeptPage), the most recent last: the next test of the same visitor (often in another section's spec)
 * goes on in the SPA already loaded, with no new context, no first page load and no closing (8-12 s a test
 * on a loaded machine). Each such test moves between routes in the SPA, ends in USUAL at the desktop size,
 * in English, and only reads.
 * At most KEPT pages stay open per worker (the oldest is closed): enough for every visitor the matrices
 * name (18), so that the sections' matrices, each going through most of the same visitors in turn, do
 * not close the page a later one needs (an idle kept page is one renderer, ~50 MB).
 */
const kept = new Map<Visitor, PersonaSession>();
const KEPT = 24;

async function visitorSession(browser: Browser, visitor: Visitor): Promise<PersonaSession> {
  const old = kept.get(visitor);
  kept.delete(visitor);
  if (old && !old.page.isClosed() && old.context.browser() === browser) return old;
  if (old) await old.context.close().catch(() => undefined);
  return visitor === 'guest'
    ? guestSession(browser)
    : personaSession(browser, visitor, { language: 'eng', viewport: DESKTOP });
}

/**
 * Runs `visit` on the visitor's kept page (or a new one) with the context its rows' paths are found in,
 * then puts the page back at its size for the visitor's next matrix test. A failed test's page is not
 * reused (its worker ends too): its retry starts from a new one.
 */
async function asVisitor(
  browser: Browser,
  visitor: Visitor,
  visit: (page: Page, ctx: PathContext) => Promise<void>,
) {
  const session = await visitorSession(browser, visitor);
  const { page, context } = session;
  const viewport = page.viewportSize();
  let passed = false;
  try {
    const token = visitor === 'guest' ? null : await personaToken(browser, visitor);
    await visit(page, pathContext(browser, visitor, page, context.request, token));
    if (viewport) await page.setViewportSize(viewport);
    passed = true;
  } finally {
    if (passed) await keepSession(visitor, session);
    else await context.close();
  }
}

/**
 * Runs `visit` on the persona's kept page (a new one the first time in the worker), opened at `start` inside
 * the SPA, in English at 1280×800, and puts the page back at that size afterwards. For a test that only reads
 * and leaves the page in USUAL: it needs no context of its own and no first load of the portal.
 */
export async function onKeptPage(
  browser: Browser,
  persona: PersonaKey,
  start: string,
  visit: (page: Page) => Promise<void>,
) {
  await asVisitor(browser, persona, async (page) => {
    await openInApp(page, start);
    await visit(page);
  });
}

async function keepSession(visitor: Visitor, session: PersonaSession) {
  kept.set(visitor, session);
  for (const [oldest, old] of kept) {
    if (kept.size <= KEPT) break;
    kept.delete(oldest);
    await old.context.close();
  }
}

/** OneID's sign-in page on gov-sim, where the portal sends a guest to sign in. */
function oneIdAuthorize(): string {
  return `${process.env.E2E_GOV_SIM_URL ?? ''}/one-id/sso/oauth/Authorization.do`;
}

async function guestSession(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    viewport: DESKTOP,
  });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'eng'));
  const page = await context.newPage();
  // A navigation answered 204 is not committed: the browser stays on the portal's page (expectRefused).
  await page.route(
    (url) => url.href.startsWith(oneIdAuthorize()),
    (route) => route.fulfill({ status: 204 }),
  );
  return { context, page };
}

/** The bearer token of the persona's shared sign-in (the SPA keeps it in localStorage). */
export async function personaToken(browser: Browser, persona: PersonaKey): Promise<string | null> {
  const state = await personaState(browser, persona);
  for (const origin of state.origins) {
    const item = origin.localStorage.find((i) => i.name === 'portal.accessToken');
    if (item) return item.value;
  }
  return null;
}
