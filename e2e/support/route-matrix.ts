/**
 * Route × role matrix: "every route renders for the role that should see it and is refused for one that
 * should not, with no serious axe violation in the three themes, at desktop and at a phone's size".
 *
 * A section lists its routes once, with who sees each and who is refused:
 *
 *   routeMatrix('requests', [
 *     { path: '/lawyer-profile/requests', seenBy: ['lawyer-request'], refusedFor: ['user', 'guest'] },
 *     { path: (api) => api.firstId('/api/v.1/...'), seenBy: ['region-chamber'], shows: 'request-card' },
 *   ]);
 *
 * That makes one test per visitor (a persona, or `guest`, signed out). Each test opens one context from the
 * persona's shared sign-in (sessions.ts), in English, and for each of its routes:
 * - seen: the page has its level-1 heading, no "not found", no "no access", no "section in preparation",
 *   nothing still loading, the `shows` test id if given; axe with every WCAG rule in USUAL and the colour
 *   rules in BLIND and BLIND2 (support/axe.ts), inside `#main-content`; then, with `phone`, the same at
 *   390×844;
 * - refused: a signed-in persona gets the cabinet's "no access" page (no call is made), a guest is sent to
 *   sign in (the page leaves the route).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible, type Theme } from './axe';
import { expect, test } from './fixtures';
import type { PersonaKey } from './identity';
import { personaSession, personaState } from './sessions';

export type Visitor = PersonaKey | 'guest';

/** What a row's path function may use to find the id of a record to open (the persona's own API token). */
export interface PathContext {
  visitor: Visitor;
  page: Page;
  request: APIRequestContext;
  /** GET an /api path with the visitor's bearer token; the parsed JSON answer. */
  getJson: <T = unknown>(path: string) => Promise<T>;
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
  /** A name for the report when `path` is a function. */
  name?: string;
}

export interface MatrixOptions {
  /** The themes axe checks on every seen page (default all three). */
  themes?: readonly Theme[];
  /**
   * Check each seen page at 390×844 too (default false: a section whose issue asks for the phone size, such
   * as the appeals and the phone area, sets it; it doubles the matrix's time).
   */
  phone?: boolean;
  /** Test timeout per visitor (default 60 s plus 20 s per page visit). */
  timeoutMs?: number;
}

const ALL_THEMES: readonly Theme[] = ['USUAL', 'BLIND', 'BLIND2'];
const PHONE = { width: 390, height: 844 };

function rowName(row: RouteRow): string {
  return typeof row.path === 'string' ? row.path : (row.name ?? 'a route found at run time');
}

async function expectSeen(page: Page, path: string, shows?: string) {
  await page.goto(path);
  await expect(page, `${path} stays where it was opened`).toHaveURL(new RegExp(`${escape(path)}([?#].*)?$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const id of ['not-found', 'cabinet-no-access', 'item-not-found', 'section-in-preparation']) {
    await expect(page.getByTestId(id), `${path}: no ${id}`).toHaveCount(0);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (shows) await expect(page.getByTestId(shows).first()).toBeVisible();
}

async function expectRefused(page: Page, visitor: Visitor, path: string) {
  await page.goto(path);
  if (visitor === 'guest') {
    await expect(page, `${path} sends a guest to sign in`).not.toHaveURL(new RegExp(`${escape(path)}$`));
  } else {
    await expect(page.getByTestId('cabinet-no-access'), `${path} refused for ${visitor}`).toBeVisible();
  }
}

function escape(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One test per visitor of the rows: each seen route renders and is accessible, each refused one refuses. */
export function routeMatrix(section: string, rows: readonly RouteRow[], options: MatrixOptions = {}) {
  const { themes = ALL_THEMES, phone = false } = options;
  const visitors = [...new Set(rows.flatMap((r) => [...r.seenBy, ...(r.refusedFor ?? [])]))];
  test.describe(`${section}: routes per role`, () => {
    for (const visitor of visitors) {
      const seen = rows.filter((r) => r.seenBy.includes(visitor));
      const refused = rows.filter((r) => r.refusedFor?.includes(visitor));
      const title = `${visitor}: sees ${seen.map(rowName).join(', ') || 'nothing'}${
        refused.length ? `; refused ${refused.map(rowName).join(', ')}` : ''
      }`;
      test(title, async ({ browser }) => {
        test.setTimeout(
          options.timeoutMs ?? 60_000 + 20_000 * (seen.length * (phone ? 2 : 1) + refused.length),
        );
        const session =
          visitor === 'guest'
            ? await guestSession(browser)
            : await personaSession(browser, visitor, { language: 'eng' });
        const { page, context } = session;
        try {
          const token = visitor === 'guest' ? null : await personaToken(browser, visitor);
          const ctx: PathContext = {
            visitor,
            page,
            request: context.request,
            getJson: async <T>(path: string) => {
              const res = await context.request.get(path, {
                headers: token ? { authorization: `Bearer ${token}` } : {},
              });
              expect(res.ok(), `GET ${path} as ${visitor}: ${res.status()}`).toBe(true);
              return (await res.json()) as T;
            },
          };
          const paths = new Map<RouteRow, string>();
          const pathOf = async (row: RouteRow) => {
            if (!paths.has(row))
              paths.set(row, typeof row.path === 'string' ? row.path : await row.path(ctx));
            return paths.get(row)!;
          };
          for (const row of seen) {
            const path = await pathOf(row);
            await expectSeen(page, path, row.shows);
            await expectAccessible(page, { themes, within: '#main-content' });
          }
          for (const row of refused) await expectRefused(page, visitor, await pathOf(row));
          if (phone && seen.length > 0) {
            await page.setViewportSize(PHONE);
            for (const row of seen) {
              const path = await pathOf(row);
              await expectSeen(page, path, row.shows);
              await expectAccessible(page, { themes, within: '#main-content' });
            }
          }
        } finally {
          await context.close();
        }
      });
    }
  });
}

async function guestSession(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'eng'));
  const page = await context.newPage();
  await page.goto('/');
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
