/**
 * The administration's hooks with logic of their own (the rest is the derived client, api.admin,
 * api.orderPermissions and api.queryLog in api/api.ts): a change of a user account and of the role ->
 * permission table, each answering the record as it is now, which replaces the cached one.
 */
import { adminCalls, type BlockBody, type CallBody, type ChangeRoleBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { callKey } from './call';
import { callApi } from './call-fetch';

const AREA = 'admin';

// ---- users ---------------------------------------------------------------------------------------

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
