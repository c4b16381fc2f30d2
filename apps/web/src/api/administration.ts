/**
 * Calls of the administration screens (packages/contracts identity/admin.ts `adminCalls`,
 * identity/order-permissions.ts, identity/query-log.ts): users, the role -> permission table, the order
 * permission and restriction, the query log. Every key starts with 'admin' (forgotten at sign-out).
 */
import {
  adminCalls,
  type BlockBody,
  type CallBody,
  type ChangeRoleBody,
  type OrderRestrictionBody,
  orderPermissionCalls,
  queryLogCalls,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { callApi, callHooks, callKey, listQuery, type UrlFilters } from './call';

const AREA = 'admin';
/** The area of every key here: forgotten at sign-out (cabinet/session-cache.ts). */
const admin = callHooks(AREA);

// ---- users ---------------------------------------------------------------------------------------

export const useUserList = (filters: UrlFilters) =>
  admin.useQuery(adminCalls.userList, { query: listQuery(filters) }, { keep: true });

export const useUserDetails = (id: number) => admin.useQuery(adminCalls.userDetails, { params: { id } });

type UserChange =
  | { action: 'role'; body: { role: string | null; regionId?: number | null } }
  | { action: 'block'; body: BlockBody }
  | { action: 'unblock'; body?: undefined };

/** A change of a user account; the answer (the account as it is now) replaces the cached one. */
export function useUserChange(id: number) {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (change: UserChange) => {
      const params = { id };
      if (change.action === 'role')
        return callApi(adminCalls.userChangeRole, { params, body: change.body as ChangeRoleBody });
      if (change.action === 'block') return callApi(adminCalls.userBlock, { params, body: change.body });
      return callApi(adminCalls.userUnblock, { params });
    },
    onSuccess: (details) => {
      client.setQueryData(callKey(AREA, adminCalls.userDetails, language, { params: { id } }), details);
      void client.invalidateQueries({ queryKey: [AREA, adminCalls.userList.name] });
    },
  });
}

// ---- the role -> permission table ----------------------------------------------------------------

export const useRolePermissions = () => admin.useQuery(adminCalls.rolePermissions, {});

type GrantChange = { role: string; permission?: string; granted?: boolean; reset?: boolean };

export function useRolePermissionChange() {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (change: GrantChange) => {
      const role = change.role as CallBody<typeof adminCalls.rolePermissionSet>['role'];
      return change.reset
        ? callApi(adminCalls.rolePermissionReset, { body: { role } })
        : callApi(adminCalls.rolePermissionSet, {
            body: { role, permission: change.permission ?? '', granted: change.granted ?? false },
          });
    },
    onSuccess: (table) => {
      client.setQueryData(callKey(AREA, adminCalls.rolePermissions, language, {}), table);
      // the sidebar follows the caller's permissions
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

// ---- order permission and structure restriction --------------------------------------------------

export const useOrderAccessList = (filters: UrlFilters) =>
  admin.useQuery(orderPermissionCalls.orderAccess, { query: listQuery(filters) }, { keep: true });
export const useOrderAccessChange = () =>
  admin.useMutation(orderPermissionCalls.orderAccessChange, {
    input: (body: { personId: number; allowed: boolean }) => ({ body }),
  });
export const useOrderRestrictionList = (filters: UrlFilters) =>
  admin.useQuery(orderPermissionCalls.orderRestrictionList, { query: listQuery(filters) }, { keep: true });
export const useOrderRestrictionChange = () =>
  admin.useMutation(orderPermissionCalls.orderRestriction, {
    input: (body: OrderRestrictionBody) => ({ body }),
  });

// ---- the query log -------------------------------------------------------------------------------

export const useQueryLog = (filters: UrlFilters) =>
  admin.useQuery(queryLogCalls.queryLogList, { query: listQuery(filters) }, { keep: true });
