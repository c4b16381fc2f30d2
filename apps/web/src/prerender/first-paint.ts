/**
 * What the browser side needs to know about the prerendered first paint (see entry-server.tsx): the
 * mark the check script puts on <html> when the prerendered markup is not this visitor's page.
 */
export const PRERENDER_STALE_ATTRIBUTE = 'data-prerender-stale';

/** True when #root holds prerendered markup that is this visitor's page, ready to be hydrated. */
export function hasUsablePrerender(container: HTMLElement): boolean {
  return container.hasChildNodes() && !document.documentElement.hasAttribute(PRERENDER_STALE_ATTRIBUTE);
}

/** Drops prerendered markup that is not this visitor's page; the page is then rendered from scratch. */
export function discardPrerender(container: HTMLElement): void {
  container.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE);
}
