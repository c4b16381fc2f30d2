/**
 * A register's list state and its query, wired once: the page and sort from the URL (`useListUrl`), the
 * filters from the URL, and the call's query hook asked with both. `filters` is either the names of URL
 * parameters passed to the call as they are (the names `ListFilters` clears), or a function reading them
 * (`(url) => ({ regionId: url.getId('regionId') })`). Spread the answer into `RegisterPage` or `DataList`;
 * names given here are the ones the register's filter form clears (`list.filters`), not written again:
 *
 *   const users = useRegister(api.admin.userList, ['search', 'role']);
 *   <RegisterPage {...users} filters={{ label: t('users.filters'), fields: … }} columns={columns} … />
 */
import type { AnyCall } from '@portal/contracts';
import type { DerivedCall } from '../../api/api';
import type { UrlFilters } from '../../api/call';
import { type ListUrl, useListUrl } from './list-url';
import type { UrlState } from './url-state';

type Page = { page: number; limit: number };
type ListOptions = Parameters<typeof useListUrl>[0];

/**
 * A list call of the client (`api.checklists.checklistList`): its query is the URL's filters with the page,
 * as the URL holds them (strings); the API checks them and names a refused field.
 */
export function useRegister<C extends AnyCall>(
  call: DerivedCall<C>,
  filters: readonly string[] | ((url: UrlState) => UrlFilters),
  options?: ListOptions,
): { list: ListUrl; query: ReturnType<DerivedCall<C>['useQuery']> };
export function useRegister<F extends string, D>(
  useCall: (query: Record<F, string | undefined> & Page) => D,
  filters: readonly F[],
  options?: ListOptions,
): { list: ListUrl; query: D };
export function useRegister<Q extends object, D>(
  useCall: (query: Q & Page) => D,
  filters: (url: UrlState) => Q,
  options?: ListOptions,
): { list: ListUrl; query: D };
export function useRegister<D>(
  useCall: ((query: never) => D) | DerivedCall<AnyCall>,
  filters: readonly string[] | ((url: UrlState) => object),
  options?: ListOptions,
) {
  const list = useListUrl(options);
  const values =
    typeof filters === 'function'
      ? filters(list.url)
      : Object.fromEntries(filters.map((name) => [name, list.url.get(name)]));
  // The same hook at every render of a page: the function given, or the list read of the call given.
  const useAsk: (query: never) => unknown = typeof useCall === 'function' ? useCall : useCall.useList;
  const query = useAsk({ ...values, ...list.query } as never);
  return { list: typeof filters === 'function' ? list : { ...list, filters }, query };
}
