/**
 * Page, sort and filters of a list live in the URL (`?page=2&regionId=8`), so a link reproduces the view
 * and back/forward walk through it. The page is 1-based in the URL; list-url.ts turns it into the API's
 * 0-based page.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';

/** An id written in an address: a positive whole number, or undefined (anything else). */
export function positiveId(value: string | null | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** A positive whole number from the URL parameters, or undefined (anything else is ignored). */
export function idFrom(params: URLSearchParams, name: string): number | undefined {
  return positiveId(params.get(name));
}

/** A page parameter: `page`, or `<name>Page` for a second list on the screen. Page 1 is left out. */
const isPage = (name: string) => name === 'page' || name.endsWith('Page');

/** A change that keeps the list's page: a page, or the open card (an id, kept as written, 1 included). */
const keepsPage = (name: string) => isPage(name) || name === 'card';

export type UrlState = ReturnType<typeof useUrlState>;

export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const get = useCallback((name: string) => params.get(name) ?? undefined, [params]);

  /** A positive whole number from the URL, or undefined (anything else is ignored). */
  const getId = useCallback((name: string) => idFrom(params, name), [params]);

  /**
   * Changes some parameters; a change of anything but a page or the open card goes back to page 1.
   * `replace` replaces the history entry (typing in a search box) instead of adding one.
   *
   * It starts from the router's newest URL (where a navigation under way is going, else where it is),
   * not from `params`: those are the last render's, and a second filter chosen before the page has
   * re-rendered after the first would otherwise drop the first.
   */
  const set = useCallback(
    (
      changes: Record<string, string | number | undefined | null>,
      options: { replace?: boolean; state?: unknown } = {},
    ) => {
      const latest = router ? (router.state.navigation.location ?? router.state.location).search : params;
      const next = new URLSearchParams(latest);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!Object.keys(changes).every(keepsPage)) next.delete('page');
      for (const name of Object.keys(changes)) if (isPage(name) && next.get(name) === '1') next.delete(name);
      setParams(next, { replace: options.replace ?? false, state: options.state, preventScrollReset: true });
    },
    [router, params, setParams],
  );

  return { params, get, getId, set };
}

/** The history entry of a card this page opened (see useUrlCard). */
const OPENED_HERE = { openedCard: true };

/**
 * The card (drawer) of a list, open while the URL holds `?card=<id>`. Opening adds a history entry, so
 * Back closes the card; closing a card opened here goes back to the entry before it, so a later Back does
 * not open the card again. A card reached by a link (no entry of ours before it) closes by replacing
 * its entry with the list.
 */
export function useUrlCard(url: ReturnType<typeof useUrlState>) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const { set } = url;
  const id = url.getId('card');
  const open = useCallback((cardId: number) => set({ card: cardId }, { state: OPENED_HERE }), [set]);
  const openedHere = (state as typeof OPENED_HERE | null)?.openedCard === true;
  const close = useCallback(() => {
    if (openedHere) void navigate(-1);
    else set({ card: undefined }, { replace: true });
  }, [openedHere, navigate, set]);
  return { id, open, close };
}
