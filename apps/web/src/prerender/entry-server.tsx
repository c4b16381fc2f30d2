/**
 * The build's prerender (scripts/prerender.ts) renders the public pages with this module, in Node, into
 * static HTML: the shell and each page's frame as a visitor with nothing stored sees it first (lt, the
 * USUAL theme, signed out), every server list still loading (skeletons at their final size). The browser
 * paints that at once; main.tsx then hydrates it with the same tree.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  DOCUMENT_ANSWERS_ID,
  DOCUMENT_CALLS,
  type DocumentAnswer,
  type DocumentCall,
  setDocumentAnswers,
  takePrerenderCalls,
} from '../api/client';
import { forgetLightQueries } from '../api/light-query';
import { createQueryClient } from '../api/query-client';
import { DEFAULT_LANGUAGE } from '@portal/contracts';
import { AppProviders } from '../app';
import { initI18n } from '../i18n/i18n';
import { routes } from '../router/routes';
import { PrerenderTitleContext } from '../shell/use-page-title';
import { STORED_KEYS } from '../storage/browser-storage';
import { colorSchemeFor, DEFAULT_A11Y_THEME } from '../theme/a11y-themes';

import { PRERENDER_STALE_ATTRIBUTE } from './first-paint';

/** The attributes of <html> for that visitor (Mantine's colour scheme, the accessibility theme). */
export const PRERENDER_HTML_ATTRIBUTES = {
  'data-mantine-color-scheme': colorSchemeFor(DEFAULT_A11Y_THEME),
  'data-a11y-theme': DEFAULT_A11Y_THEME,
};

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
  /** The calls the page's loader starts early (its list's first page), for the document to start. */
  calls: DocumentCall[];
}

/**
 * Renders a page as that visitor sees it first: with `answers` (the answers of the calls its loader
 * starts), the rows they hold; without, every server list loading.
 */
export async function renderPage(
  path: string,
  answers: readonly DocumentAnswer[] = [],
): Promise<PrerenderedPage> {
  await initI18n('lt');
  const handler = createStaticHandler(routes);
  takePrerenderCalls();
  setDocumentAnswers(answers);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect: it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const calls = takePrerenderCalls();
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing is fetched while rendering on the server: a query is pending, as on the client before its
  // first answer, unless `answers` holds its answer (api/call.ts and api/light-query.ts start from it).
  const queryClient = createQueryClient();
  forgetLightQueries();
  let title = '';
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderTitleContext value={(pageTitle) => (title = pageTitle)}>
        <QueryClientProvider client={queryClient}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </QueryClientProvider>
      </PrerenderTitleContext>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // One document, every boundary in place: no boundary moved to the end and revealed by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  setDocumentAnswers([]);
  // A part that fails on the server would be left for the client to render: the build fails instead.
  if (errors.length > 0) throw new Error(`${path} failed to prerender`, { cause: errors[0] });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), title, calls };
}

/**
 * The classic script that goes first in the <head> of a prerendered page. The prerendered markup is the
 * page of a visitor with nothing stored; a visitor who chose another language or theme, or who is signed
 * in, must not see it even for a moment: the script marks the document, the page's inline style hides
 * #root, and main.tsx renders the page from scratch. Runs before the body is parsed, so nothing of the
 * prerendered markup is ever painted for them.
 */
export function prerenderCheckScript(): string {
  const keys = [STORED_KEYS.language.name, STORED_KEYS.a11yTheme.name, STORED_KEYS.accessToken.name];
  const expected = [DEFAULT_LANGUAGE, DEFAULT_A11Y_THEME];
  return (
    `try{var s=localStorage,k=${JSON.stringify(keys)},d=${JSON.stringify(expected)};` +
    `if([0,1].some(function(i){var v=s.getItem(k[i]);return v!==null&&v!==d[i]})||s.getItem(k[2])!==null)` +
    `document.documentElement.setAttribute('${PRERENDER_STALE_ATTRIBUTE}','')}catch(e){}`
  );
}

/** The style that hides a prerendered page the check script found not to be this visitor's. */
export const PRERENDER_STALE_STYLE = `html[${PRERENDER_STALE_ATTRIBUTE}] #root{visibility:hidden}`;

/**
 * The classic script, after the check script in the <head>, that starts the calls the page's loader would
 * start (a list's first page) while the document is still parsed, long before the scripts arrive after the
 * first paint: api/client.ts takes them over, so the list renders as soon as the page is hydrated. Only for
 * the visitor the markup is for (lt, signed out: the headers the prerender noted); any other renders the
 * page from scratch and calls with its own headers.
 */
export function documentCallsScript(calls: readonly DocumentCall[]): string {
  if (calls.length === 0) return '';
  return (
    `if(!document.documentElement.hasAttribute('${PRERENDER_STALE_ATTRIBUTE}'))` +
    `window.${DOCUMENT_CALLS}=${JSON.stringify(calls.map((call) => [call.url, call.headers]))}.map(function(c){` +
    `var r=fetch(c[0],{headers:c[1],credentials:'same-origin'});r.catch(function(){});` +
    `return{url:c[0],headers:JSON.stringify(c[1]),response:r}})`
  );
}

/** An answer of a page's early call, as the server that serves the page has it. */
export interface CallAnswerText {
  call: DocumentCall;
  /** The answer's body as sent (JSON). */
  body: string;
}

/** JSON safe inside a <script> element: no `<`, so no `</script>` and no comment opener. */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The pages as prerendered (each is rendered the same every time), by path. */
const frames = new Map<string, PrerenderedPage>();

/**
 * The document of a prerendered page with the answers of its early calls (the server serving the page
 * asked for them): `document` is the page's prerendered file, its loading frame is replaced by the rows
 * the answers hold, the answers go with it (api/client.ts `DOCUMENT_ANSWERS_ID`) for hydration to start
 * from, and the script that would start the calls is dropped. The page's largest element, the list, is
 * then painted with the document, before any script. Throws when the file is not this build's page.
 */
export async function renderWithAnswers(
  path: string,
  document: string,
  answers: readonly CallAnswerText[],
): Promise<string> {
  let frame = frames.get(path);
  if (!frame) {
    frame = await renderPage(path);
    frames.set(path, frame);
  }
  const given = answers.map(({ call, body }) => ({
    url: call.url,
    language: call.headers['Accept-Language'] ?? DEFAULT_LANGUAGE,
    answer: JSON.parse(body) as unknown,
  }));
  const filled = await renderPage(path, given);
  const early = `<script>${documentCallsScript(frame.calls)}</script>`;
  if (!document.includes(frame.html) || !document.includes(early) || !document.includes('</body>'))
    throw new Error(`the document given is not the prerendered ${path} of this build`);
  const json = scriptSafeJson(JSON.stringify(given));
  return document
    .replace(frame.html, () => filled.html)
    .replace(early, '')
    .replace(
      '</body>',
      () => `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${json}</script></body>`,
    );
}
