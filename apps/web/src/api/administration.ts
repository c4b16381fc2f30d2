/** Calls of the administration screens: users, role -> permission table, order permission and restriction, query log. */
import type {
  OrderAccessItem,
  OrderRestrictionItem,
  QueryLogItem,
  RolePermissionTable,
  UserDetails,
  UserListItem,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { apiFetch, type QueryValue } from './client';

export interface Page<T> {
  list: T[];
  total: number;
}

export type Filters = Record<string, QueryValue>;

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

export const useOrderAccessList = (filters: Filters) =>
  usePagedList<OrderAccessItem>('order-access', 'getInfo/orderAccess', filters);

export function useOrderAccessChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { personId: number; allowed: boolean }) =>
      apiFetch<OrderAccessItem>('getInfo/orderAccess', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'order-access'] }),
  });
}

export function useOrderRestrictionList(filters: Filters) {
  const language = useLanguage();
  return usePagedList<OrderRestrictionItem>(
    'order-restrictions',
    'contragent/orderRestrictionList',
    filters,
    [language],
  );
}

export function useOrderRestrictionChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { contragentId: number; restricted: boolean; reason?: string }) =>
      apiFetch<OrderRestrictionItem>('contragent/orderRestriction', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'order-restrictions'] }),
  });
}

export const useQueryLog = (filters: Filters) =>
  usePagedList<QueryLogItem>('query-log', 'queryLog/list', filters);
