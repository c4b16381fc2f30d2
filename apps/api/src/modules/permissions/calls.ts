/** The calls of `adminCalls` this module implements (the role -> permission screen); admin implements the rest. */
export const ROLE_PERMISSION_CALLS = ['rolePermissions', 'rolePermissionSet', 'rolePermissionReset'] as const;
