/**
 * A list's page and sort in the URL. The page is 1-based in the URL (`?page=2`, no parameter on page 1)
 * and 0-based in the API (packages/contracts `pageQuery`): `apiPage` is the one place that converts.
 * The sort is `?sort=name` (ascending) or `?sort=-name` (descending).
 */
import { useCallback, useMemo } from 'react';
import { idFrom, type UrlState, useUrlState } from './url-state';

/** The rows of a page unless a list says otherwise. */
export const LIST_PAGE_SIZE = 20;

export interface ListSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** The 1-based page in the URL parameter `name` (1 when absent or not a positive whole number). */
export function pageIn(params: URLSearchParams, name = 'page'): number {
  return idFrom(params, name) ?? 1;
}

/** The API's 0-based page from the 1-based page the screen and the URL show. */
export function apiPage(page: number): number {
  return Math.max(0, page - 1);
}

/** `page` and `limit` for a list call, from the URL (also for route loaders that start the call early). */
export function listQuery(params: URLSearchParams, limit: number, pageParam = 'page') {
  return { page: apiPage(pageIn(params, pageParam)), limit };
}

export function sortIn(params: URLSearchParams, name = 'sort'): ListSort | undefined {
  const value = params.get(name);
  if (!value || !/^-?[\w.]{1,64}$/.test(value)) return undefined;
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'desc' }
    : { key: value, direction: 'asc' };
}

export function sortParam(sort: ListSort | undefined): string | undefined {
  return sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.key}` : undefined;
}

export interface ListUrl {
  /** The URL's parameters: the screen's filters are read and changed through it. */
  url: UrlState;
  /** The page shown, from 1. */
  page: number;
  limit: number;
  /** `{ page, limit }` for the list call (page from 0). */
  query: { page: number; limit: number };
  sort: ListSort | undefined;
  setPage: (page: number) => void;
  setSort: (sort: ListSort | undefined) => void;
  /** The URL parameters the list's filters hold, where the register names them (`useRegister`). */
  filters?: readonly string[];
}

/**
 * The URL state of one list. `pageParam` names the page parameter when a screen shows two paged lists
 * (`employeePage` beside the orders' `page`); changing a filter goes back to page 1 (url-state.ts).
 */
export function useListUrl({
  limit = LIST_PAGE_SIZE,
  pageParam = 'page',
  sortParam: sortName = 'sort',
}: {
  limit?: number;
  pageParam?: string;
  sortParam?: string;
} = {}): ListUrl {
  const url = useUrlState();
  const { params, set } = url;
  const page = pageIn(params, pageParam);
  const raw = params.get(sortName);
  const sort = useMemo(
    () => sortIn(new URLSearchParams(raw ? { [sortName]: raw } : {}), sortName),
    [raw, sortName],
  );
  const setPage = useCallback((p: number) => set({ [pageParam]: p }), [set, pageParam]);
  const setSort = useCallback(
    (s: ListSort | undefined) => set({ [sortName]: sortParam(s) }),
    [set, sortName],
  );
  return { url, page, limit, query: { page: apiPage(page), limit }, sort, setPage, setSort };
}
