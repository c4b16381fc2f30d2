/**
 * Signed-in browser contexts for the tests that are not about signing in. Each persona signs in through
 * OneID once per run (its forms over HTTP, the way back in the browser: identity.ts signInThroughOneId),
 * on the page of its first session, and every later context starts from the browser storage of that
 * sign-in (the bearer token and the user's data the SPA keeps in localStorage): a page opens signed in,
 * with no trip through the SSO. The storage is shared by the workers through a folder of the run (E2E_AUTH_DIR, made
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
import { openInApp, waitForPortalAfterGoto } from './app-ready';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Language = 'lt' | 'uz' | 'ru' | 'eng';

/** The SPA's stored choice of the interface language (apps/web/src/storage/browser-storage.ts). */
const LANGUAGE_KEY = 'portal.language';
/** The SPA's mark that its one clearing of a new browser's storage has run (browser-storage.ts). */
const FIRST_LOAD_FLAG = 'portal.firstLoadCleared';

const inWorker = new Map<PersonaKey, Promise<StorageState>>();

function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (global-setup.ts sets it)');
  return url;
}

/** Where the run keeps the persona's shared sign-in, for every worker (null against a given portal). */
function stateFile(persona: PersonaKey): string | null {
  return process.env.E2E_AUTH_DIR ? path.join(process.env.E2E_AUTH_DIR, `${persona}.json`) : null;
}

/**
 * Signs the persona in on `page` (a new context's), waits for its cabinet and shares the context's storage
 * (without the interface language, which each session chooses) with every worker.
 */
async function signInOn(page: Page, persona: PersonaKey): Promise<StorageState> {
  await signInAs(page, process.env.E2E_GOV_SIM_URL ?? '', persona);
  await page.waitForURL(/\/lawyer-profile(\/|$|\?)/);
  await expect(page.getByTestId('cabinet')).toHaveAttribute('data-role', /\w/);
  const state = await page.context().storageState();
  const shared: StorageState = {
    cookies: state.cookies,
    origins: state.origins.map((o) => ({
      origin: o.origin,
      localStorage: o.localStorage.filter((item) => item.name !== LANGUAGE_KEY),
    })),
  };
  const file = stateFile(persona);
  if (file) {
    // Another worker may write the same persona at the same time: each file appears whole.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(shared));
    renameSync(`${file}.${process.pid}`, file);
  }
  return shared;
}

async function signInOnce(browser: Browser, persona: PersonaKey): Promise<StorageState> {
  const file = stateFile(persona);
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'en-US' });
  try {
    return await signInOn(await context.newPage(), persona);
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
        ...o.localStorage.filter((item) => item.name !== LANGUAGE_KEY),
        { name: LANGUAGE_KEY, value: language },
      ],
    })),
  };
}

export interface PersonaSession {
  context: BrowserContext;
  page: Page;
}

/**
 * A new context signed in as the persona (shared sign-in), its page open at `start`. The persona's first
 * session of the run signs in on its own page (the sign-in every later context starts from), in the
 * language asked from the first load, and goes on to `start` inside the SPA: no second context and no
 * second load of the portal for that first sign-in.
 */
export async function personaSession(
  browser: Browser,
  persona: PersonaKey,
  options: { language?: Language; start?: string; viewport?: BrowserContextOptions['viewport'] } = {},
): Promise<PersonaSession> {
  const file = stateFile(persona);
  if (inWorker.has(persona) || (file !== null && existsSync(file))) {
    const context = await browser.newContext({
      ...contextOptions(options.viewport),
      storageState: await personaState(browser, persona, options.language),
    });
    const page = await context.newPage();
    waitForPortalAfterGoto(page, baseURL());
    if (options.start) await page.goto(options.start);
    return { context, page };
  }
  // The persona's first session: another one asked meanwhile in this worker waits for its sign-in.
  let shareSignIn: (state: Promise<StorageState>) => void = () => undefined;
  inWorker.set(persona, new Promise((resolve) => (shareSignIn = resolve)));
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({
      ...contextOptions(options.viewport),
      storageState: firstLoadState(options.language),
    });
    const page = await context.newPage();
    waitForPortalAfterGoto(page, baseURL());
    const state = signInOn(page, persona);
    shareSignIn(state);
    await state;
    if (options.start) await openInApp(page, options.start);
    return { context, page };
  } catch (error) {
    inWorker.delete(persona);
    const failed = Promise.reject(error);
    failed.catch(() => undefined);
    shareSignIn(failed);
    await context?.close();
    throw error;
  }
}

function contextOptions(viewport: BrowserContextOptions['viewport'] | undefined): BrowserContextOptions {
  return { baseURL: baseURL(), locale: 'en-US', ...(viewport ? { viewport } : {}) };
}

/**
 * The storage of a new browser as the portal leaves it after its first load (its one clearing done), with
 * the interface language chosen: the sign-in's first page opens in that language.
 */
function firstLoadState(language: Language | undefined): StorageState {
  const localStorage = [{ name: FIRST_LOAD_FLAG, value: new Date().toISOString() }];
  if (language) localStorage.push({ name: LANGUAGE_KEY, value: language });
  return { cookies: [], origins: [{ origin: new URL(baseURL()).origin, localStorage }] };
}
