/**
 * Signed-in browser contexts for the tests that are not about signing in. Each persona signs in through
 * OneID once per run (its forms over HTTP, the way back in the browser: identity.ts signInThroughOneId), and every later context starts from the browser storage of that sign-in (the
 * bearer token and the user's data the SPA keeps in localStorage): a page opens signed in, with no trip
 * through the SSO. The storage is shared by the workers through a folder of the run (E2E_AUTH_DIR, made
 * by global-setup.ts); against a portal given in E2E_BASE_URL each worker signs in once.
 *
 * Such a context shares one server session with every test of the persona: never sign out in it, nor
 * change the persona's role (the tests about signing in and out sign in on their own).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { type PersonaKey, signInAs } from './identity';
import { waitForPortalAfterGoto } from './app-ready';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Language = 'lt' | 'uz' | 'ru' | 'eng';

const inWorker = new Map<PersonaKey, Promise<StorageState>>();

function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (global-setup.ts sets it)');
  return url;
}

async function signInOnce(browser: Browser, persona: PersonaKey): Promise<StorageState> {
  const file = process.env.E2E_AUTH_DIR ? path.join(process.env.E2E_AUTH_DIR, `${persona}.json`) : null;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US' });
  try {
    const page = await context.newPage();
    await signInAs(page, process.env.E2E_GOV_SIM_URL ?? '', persona);
    await page.waitForURL(/\/lawyer-profile(\/|$|\?)/);
    await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', /\w/);
    const state = await context.storageState();
    if (file) {
      // Another worker may write the same persona at the same time: each file appears whole.
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(state));
      renameSync(`${file}.${process.pid}`, file);
    }
    return state;
  } finally {
    await context.close();
  }
}

/** The browser storage of the persona's shared sign-in, in the language asked (the SPA's stored choice). */
export async function personaState(
  browser: Browser,
  persona: PersonaKey,
  language?: Language,
): Promise<StorageState> {
  if (!inWorker.has(persona)) inWorker.set(persona, signInOnce(browser, persona));
  const state = await inWorker.get(persona)!;
  if (!language) return state;
  return {
    cookies: state.cookies,
    origins: state.origins.map((o) => ({
      origin: o.origin,
      localStorage: [
        ...o.localStorage.filter((item) => item.name !== 'portal.language'),
        { name: 'portal.language', value: language },
      ],
    })),
  };
}

export interface PersonaSession {
  context: BrowserContext;
  page: Page;
}

/** A new context signed in as the persona (shared sign-in), its page open at `start`. */
export async function personaSession(
  browser: Browser,
  persona: PersonaKey,
  options: { language?: Language; start?: string; viewport?: BrowserContextOptions['viewport'] } = {},
): Promise<PersonaSession> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'en-US',
    storageState: await personaState(browser, persona, options.language),
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  const page = await context.newPage();
  waitForPortalAfterGoto(page, baseURL());
  if (options.start) await page.goto(options.start);
  return { context, page };
}
