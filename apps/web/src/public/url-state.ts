/**
 * Page and filters of a list live in the URL (`?page=2&regionId=8`), so a link reproduces the view and
 * back/forward walk through it. `page` is 1-based in the URL and 0-based for the API.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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

  const get = useCallback((name: string) => params.get(name) ?? undefined, [params]);

  /** A positive whole number from the URL, or undefined (anything else is ignored). */
  const getId = useCallback((name: string) => idFrom(params, name), [params]);

  /** The 0-based page for the API. */
  const page = pageFromUrl(params);

  /**
   * Changes some parameters; a change of anything but the page or the open card goes back to page 1.
   * `replace` replaces the history entry (typing in a search box) instead of adding one.
   */
  const set = useCallback(
    (changes: Record<string, string | number | undefined | null>, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          const keepsPage = Object.keys(changes).every((k) => k === 'page' || k === 'card');
          if (!keepsPage) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { params, get, getId, page, set };
}
