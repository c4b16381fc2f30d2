/**
 * ADMIN's user screens (search, view, change role, block, unblock) and the role -> permission table:
 * apps/api/src/modules/admin and apps/api/src/modules/permissions.
 */
import { ASSIGNED_ROLES, isPermission, ROLES } from '@portal/domain';
import { z } from 'zod';
import { actionFlags, withId } from '../kit/fields';
import { idParams } from '../common/ids';
import { accountPerson } from '../common/person-name';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';

const ROLE_NAMES = ROLES;
const ASSIGNED_ROLE_NAMES = ASSIGNED_ROLES;

/** A query flag: `true` / `false` as text, absent when not given. */
export const optionalBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** GET admin/users: user accounts, searched by name or pinfl, filtered by role and blocked flag. */
export const userListQuery = pageQuery(20, 100).extend({
  search: searchText,
  /** The role the account has now (as its last decision at sign-in or the ADMIN's assignment). */
  role: z.enum(ROLE_NAMES).optional(),
  blocked: optionalBoolean,
});

/** What the current user may do with a user account (ARCHITECTURE.md convention 5). */
export const userCanSchema = actionFlags('changeRole', 'block', 'unblock');

export const userListItem = withId({
  ...accountPerson,
  /** The role the person gets at sign-in now. */
  role: z.string(),
  assignedRole: z.string().nullable(),
  regionId: z.number().int().nullable(),
  blocked: z.boolean(),
  lastSignInAt: z.string().nullable(),
  can: userCanSchema,
});
export const userListResponse = listOf(userListItem);
export type UserListItem = z.infer<typeof userListItem>;

export const adminHistoryItem = z.object({
  at: z.string(),
  action: z.string(),
  actorName: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** GET admin/users/{id}: one account with its person, sessions and history. */
export const userDetailsResponse = userListItem.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  blockedReason: z.string().nullable(),
  orderPermission: z.boolean(),
  createdAt: z.string(),
  activeSessions: z.number().int(),
  isLawyer: z.boolean(),
  directs: z.string().nullable(),
  history: z.array(adminHistoryItem),
});
export type UserDetails = z.infer<typeof userDetailsResponse>;

/** The assigned roles that work in one region (their region is required). */
export const REGIONAL_ROLES: readonly string[] = ['REGION_CHAMBER', 'INVESTIGATOR'];

/** POST admin/users/{id}/role: assign a staff role (null: the role follows the registries again). */
export const changeRoleBody = z
  .object({
    role: z.enum(ASSIGNED_ROLE_NAMES).nullable(),
    /** Required for REGION_CHAMBER and INVESTIGATOR: the region they work in (dropped for the others). */
    regionId: z.number().int().min(1).max(14).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role && REGIONAL_ROLES.includes(body.role) && !body.regionId)
      ctx.addIssue({ code: 'custom', path: ['regionId'], message: 'identity.regionRequired' });
  })
  .transform((body) => ({
    role: body.role,
    regionId: body.role && REGIONAL_ROLES.includes(body.role) ? (body.regionId ?? null) : null,
  }));
export type ChangeRoleBody = z.input<typeof changeRoleBody>;

/**
 * Why an account is blocked or a structure restricted: 3 to 500 characters after trimming. No message
 * keys of its own: the one mapping of zod issues says "required" when it is empty, "at least 3" when short.
 */
export const adminReasonText = z.string().trim().min(3).max(500);

/** POST admin/users/{id}/block. */
export const blockBody = z.object({ reason: adminReasonText });
export type BlockBody = z.input<typeof blockBody>;

/** GET admin/role-permissions: the role -> permission table as applied now. */
export const rolePermissionTableResponse = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.object({ key: z.string(), description: z.string(), adminOnly: z.boolean() })),
  grants: z.array(
    z.object({
      role: z.string(),
      permission: z.string(),
      granted: z.boolean(),
      /** The shipped default of this cell. */
      byDefault: z.boolean(),
      editable: z.boolean(),
    }),
  ),
});
export type RolePermissionTable = z.infer<typeof rolePermissionTableResponse>;

/** POST admin/role-permissions: grant or revoke one permission of one role. */
export const setGrantBody = z.object({
  role: z.enum(ROLE_NAMES),
  permission: z.string().min(1).max(64).refine(isPermission, 'identity.unknownPermission'),
  granted: z.boolean(),
});

/** POST admin/role-permissions/reset: a role's row back to the shipped defaults. */
export const resetRoleBody = z.object({ role: z.enum(ROLE_NAMES) });

export const adminCalls = defineCalls(['administration'], {
  userList: get('admin/users', {
    query: userListQuery,
    response: userListResponse,
    permission: 'user.manage',
    summary: 'User accounts, searched by name or pinfl, filtered by role and blocked flag',
  }),
  userDetails: get('admin/users/:id', {
    params: idParams,
    response: userDetailsResponse,
    permission: 'user.manage',
    summary: 'One account with its person, sessions and history (the read is on the query log)',
  }),
  userChangeRole: post('admin/users/:id/role', {
    params: idParams,
    body: changeRoleBody,
    response: userDetailsResponse,
    permission: 'user.manage',
    summary: "Assign a staff role (null: from the registries again); the user's sessions end",
  }),
  userBlock: post('admin/users/:id/block', {
    params: idParams,
    body: blockBody,
    response: userDetailsResponse,
    permission: 'user.manage',
    summary: "Block an account with a reason; the user's sessions end",
  }),
  userUnblock: post('admin/users/:id/unblock', {
    params: idParams,
    response: userDetailsResponse,
    permission: 'user.manage',
  }),
  rolePermissions: get('admin/role-permissions', {
    response: rolePermissionTableResponse,
    permission: 'permission.manage',
    summary: 'The role -> permission table as applied now',
  }),
  rolePermissionSet: post('admin/role-permissions', {
    body: setGrantBody,
    response: rolePermissionTableResponse,
    permission: 'permission.manage',
    summary: 'Grant or revoke one permission of one role',
  }),
  rolePermissionReset: post('admin/role-permissions/reset', {
    body: resetRoleBody,
    response: rolePermissionTableResponse,
    permission: 'permission.manage',
    summary: "A role's row back to the shipped defaults",
  }),
});
