/** Calls of the administration screens: users, role -> permission table, order permission and restriction, query log. */
import {
  type AnyCall,
  type CallQuery,
  type OrderRestrictionBody,
  orderPermissionCalls,
  type QueryLogItem,
  type RolePermissionTable,
  type UserDetails,
  type UserListItem,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callHooks } from './call';
import { apiFetch, type QueryValue } from './client';

export interface Page<T> {
  list: T[];
  total: number;
}

export type Filters = Record<string, QueryValue>;

/** The area of every key here: forgotten at sign-out (cabinet/session-cache.ts). */
const admin = callHooks('admin');

/** A screen's filters (strings and numbers from the URL) as a call's query; the API checks them. */
const listQuery = <C extends AnyCall>(filters: Filters) => filters as NonNullable<CallQuery<C>>;

function usePagedList<T>(key: string, path: string, filters: Filters, extraKey: unknown[] = []) {
  return useQuery({
    queryKey: ['admin', key, filters, ...extraKey],
    queryFn: ({ signal }) => apiFetch<Page<T>>(path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useUserList = (filters: Filters) => usePagedList<UserListItem>('users', 'admin/users', filters);

export function useUserDetails(id: number) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => apiFetch<UserDetails>(`admin/users/${id}`, { signal }),
  });
}

/** A change of a user account; the answer (the account as it is now) replaces the cached one. */
export function useUserChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { action: 'role' | 'block' | 'unblock'; body?: object }) =>
      apiFetch<UserDetails>(`admin/users/${id}/${change.action}`, {
        method: 'POST',
        body: change.body ?? {},
      }),
    onSuccess: (details) => {
      client.setQueryData(['admin', 'user', id], details);
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}

export function useRolePermissions() {
  return useQuery({
    queryKey: ['admin', 'role-permissions'],
    queryFn: ({ signal }) => apiFetch<RolePermissionTable>('admin/role-permissions', { signal }),
  });
}

export function useRolePermissionChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { role: string; permission?: string; granted?: boolean; reset?: boolean }) =>
      change.reset
        ? apiFetch<RolePermissionTable>('admin/role-permissions/reset', { body: { role: change.role } })
        : apiFetch<RolePermissionTable>('admin/role-permissions', {
            body: { role: change.role, permission: change.permission, granted: change.granted },
          }),
    onSuccess: (table) => {
      client.setQueryData(['admin', 'role-permissions'], table);
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

// ---- order permission and structure restriction (identity/order-permissions.ts) ----------------------

export const useOrderAccessList = (filters: Filters) =>
  admin.useQuery(orderPermissionCalls.orderAccess, { query: listQuery(filters) }, { keep: true });
export const useOrderAccessChange = () =>
  admin.useMutation(orderPermissionCalls.orderAccessChange, {
    input: (body: { personId: number; allowed: boolean }) => ({ body }),
  });
export const useOrderRestrictionList = (filters: Filters) =>
  admin.useQuery(orderPermissionCalls.orderRestrictionList, { query: listQuery(filters) }, { keep: true });
export const useOrderRestrictionChange = () =>
  admin.useMutation(orderPermissionCalls.orderRestriction, {
    input: (body: OrderRestrictionBody) => ({ body }),
  });

export const useQueryLog = (filters: Filters) =>
  usePagedList<QueryLogItem>('query-log', 'queryLog/list', filters);
