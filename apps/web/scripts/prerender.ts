/**
 * Prerender (the last step of `npm run build`): renders the public pages with the server build of
 * src/prerender/entry-server.tsx into dist/prerendered/<page>.html, which the API answers for those
 * paths (without a query string). Each file is index.html with
 * - the page's markup in #root (shell, headings, filters, list skeletons at their final size), so the
 *   browser paints the page before any script has run; main.tsx hydrates it;
 * - the CSS that markup uses inlined (beasties), the full stylesheets loading without blocking the paint;
 * - the scripts requested once the page has painted (a small loader script after #root), the entry's
 *   and the page's own chunks at once: until the first paint the line carries only what paints it (the
 *   document, the fonts of its text, preloaded so they arrive before the first paint rather than re-flow
 *   it); the scripts then hydrate a page that is already on screen;
 * - the check script and style that keep a visitor with another stored language or theme, or signed in,
 *   from ever seeing the markup (see entry-server.tsx);
 * - on a page whose loader starts its list call early (/news), a script that starts that call while the
 *   document is parsed, before the scripts (entry-server.tsx `documentCallsScript`).
 * Such a page is served with its list in its markup when the API can ask for it: the server render
 * (dist-ssr/entry-server.js, kept) and dist-ssr/live-pages.json (each such page: its file and the calls
 * to answer) let the API replace the loading frame with the rows (entry-server.tsx `renderWithAnswers`).
 * Its inlined CSS covers those rows too: beasties reads the page with sample rows beside the frame.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { NewsListItem } from '@portal/contracts';
import type * as EntryServer from '../src/prerender/entry-server';
import { precompressFile } from './precompress.ts';

/**
 * Rows like a page's real ones, as the answer of its early call: the page rendered with them shows every
 * element its rows have (a cover image, clamped lines), so the CSS inlined for the first paint covers them.
 */
function sampleNews(): { list: NewsListItem[]; total: number } {
  const text = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
  const list = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    title: text(20),
    summary: text(60),
    publishedAt: '2026-01-01T00:00:00.000Z',
    imageUrl: i % 2 === 0 ? `/api/v.1/files/photo/sample-${i}` : null,
  }));
  return { list, total: 100 };
}

/** The pages prerendered: path, output name, route module (the manifest's key), sample rows. */
const PAGES: { path: string; name: string; module: string; sample?: () => unknown }[] = [
  { path: '/', name: 'index', module: 'src/pages/home/route.tsx' },
  { path: '/news', name: 'news', module: 'src/pages/news/route.tsx', sample: sampleNews },
  { path: '/lawyer', name: 'lawyer', module: 'src/pages/lawyer/route.tsx' },
  { path: '/contragent', name: 'contragent', module: 'src/pages/contragent/route.tsx' },
  { path: '/legislation', name: 'legislation', module: 'src/pages/legislation/route.tsx' },
  { path: '/duty-table', name: 'duty-table', module: 'src/pages/duty-table/route.tsx' },
  { path: '/announcement', name: 'announcement', module: 'src/pages/announcement/route.tsx' },
];
/** Every page but the home page loads this layout route (Mantine, its CSS) with its code (router/routes.tsx). */
const MANTINE_LAYOUT = 'src/router/mantine-layout.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const outDir = path.join(dist, 'prerendered');

/**
 * The loader of a prerendered page: after the next paint (a frame, then a task), modulepreload links for
 * every chunk the page runs, then the entry script. A page opened in a background tab paints no frame:
 * the timer starts the scripts there.
 */
function loadAfterPaint(main: string, chunks: string[]): string {
  return (
    `(function(){var done=false;function go(){if(done)return;done=true;var h=document.head;` +
    `${JSON.stringify(chunks)}.forEach(function(u){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(main)};` +
    `h.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()`
  );
}

/** The files a manifest entry loads with it (itself and its static imports), scripts and stylesheets. */
function filesOf(manifest: Manifest, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  const main = `/${manifest[keys[0]!]!.file}`;
  return { main, scripts, styles };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

async function main() {
  const server = (await import(
    pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href
  )) as typeof EntryServer;
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = filesOf(manifest, ['index.html']);
  // The faces of the default language's text (Latin, regular and semibold); other scripts load if used.
  const fonts = readdirSync(path.join(dist, 'assets'))
    .filter((file) => /^noto-sans-latin-(400|600)-normal-.*\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`);
  if (fonts.length !== 2) throw new Error('the Latin faces of Noto Sans are not in the build');
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // The full stylesheets load as media="print" and switch to "all" by one invariant script (its CSP
    // hash is allowed by the API), so they never block the first paint.
    preload: 'media-script',
    // Mantine's <style> elements are part of the hydrated markup and stay as rendered.
    reduceInlineStyles: false,
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false, // done above, for the faces the text needs (not every unicode-range)
    compress: true,
    logLevel: 'warn',
  });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const htmlAttributes = Object.entries(server.PRERENDER_HTML_ATTRIBUTES)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const head = `<script>${server.prerenderCheckScript()}</script><style>${server.PRERENDER_STALE_STYLE}</style>`;
  const livePages: Record<string, { file: string; calls: EntryServer.PrerenderedPage['calls'] }> = {};

  for (const page of PAGES) {
    const { html, title, calls } = await server.renderPage(page.path);
    // The rows the page shows once served with its answers, for beasties only (see sampleNews).
    const sample =
      page.sample && calls.length > 0
        ? (
            await server.renderPage(
              page.path,
              calls.map((call) => ({
                url: call.url,
                language: call.headers['Accept-Language'] ?? '',
                answer: page.sample!(),
              })),
            )
          ).html
        : '';
    const early = server.documentCallsScript(calls);
    const own = filesOf(manifest, page.path === '/' ? [page.module] : [MANTINE_LAYOUT, page.module]);
    const chunks = [...new Set([...entry.scripts, ...own.scripts])].filter((file) => file !== entry.main);
    const loader = `<script>${loadAfterPaint(entry.main, chunks)}</script>`;
    const styles = [...own.styles]
      .filter((file) => !entry.styles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
    let document = template
      .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<html([^>]*)>/, `<html$1${htmlAttributes}>`)
      .replace(/<head>/, `<head>${head}${early ? `<script>${early}</script>` : ''}${fonts.join('')}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${styles.join('')}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${html}${sample}</div>${loader}`);
    if (!document.includes(html)) throw new Error('index.html has no empty <div id="root"></div>');
    document = await beasties.process(document);
    // #root as React rendered it (beasties writes the document anew), without the sample rows: the API
    // finds the frame there to replace it, and hydration finds the tree it renders.
    const rootStart = document.indexOf('<div id="root">') + '<div id="root">'.length;
    const rootEnd = document.indexOf(`</div>${loader}`);
    if (rootStart < '<div id="root">'.length || rootEnd < rootStart)
      throw new Error(`${page.path}: #root and its loader are not in beasties' document`);
    document = document.slice(0, rootStart) + html + document.slice(rootEnd);
    const file = path.join(outDir, `${page.name}.html`);
    writeFileSync(file, document);
    precompressFile(file);
    console.info(`prerendered ${page.path} → ${path.relative(root, file)} (${document.length} bytes)`);
    if (page.sample && calls.length > 0)
      livePages[page.path] = { file: `prerendered/${page.name}.html`, calls };
  }
  writeFileSync(path.join(root, 'dist-ssr', 'live-pages.json'), JSON.stringify(livePages, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
