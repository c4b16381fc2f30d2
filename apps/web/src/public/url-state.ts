/**
 * Page and filters of a list live in the URL (`?page=2&regionId=8`), so a link reproduces the view and
 * back/forward walk through it. `page` is 1-based in the URL and 0-based for the API.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

/** A positive whole number from the URL parameters, or undefined (anything else is ignored). */
function idFrom(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** The 0-based page for the API, from the URL's 1-based `page`. */
export function pageFromUrl(params: URLSearchParams): number {
  return Math.max(0, (idFrom(params, 'page') ?? 1) - 1);
}

export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const get = useCallback((name: string) => params.get(name) ?? undefined, [params]);

  /** A positive whole number from the URL, or undefined (anything else is ignored). */
  const getId = useCallback((name: string) => idFrom(params, name), [params]);

  /** The 0-based page for the API. */
  const page = pageFromUrl(params);

  /**
   * Changes some parameters; a change of anything but the page or the open card goes back to page 1.
   * `replace` replaces the history entry (typing in a search box) instead of adding one.
   *
   * It starts from the router's newest URL (where a navigation under way is going, else where it is),
   * not from `params`: those are the last render's, and a second filter chosen before the page has
   * re-rendered after the first would otherwise drop the first.
   */
  const set = useCallback(
    (changes: Record<string, string | number | undefined | null>, options: { replace?: boolean } = {}) => {
      const latest = router ? (router.state.navigation.location ?? router.state.location).search : params;
      const next = new URLSearchParams(latest);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      const keepsPage = Object.keys(changes).every((k) => k === 'page' || k === 'card');
      if (!keepsPage) next.delete('page');
      if (next.get('page') === '1') next.delete('page');
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [router, params, setParams],
  );

  return { params, get, getId, page, set };
}
