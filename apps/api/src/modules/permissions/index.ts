/** The permissions module's public face for other modules (eslint.config.js module boundaries). */
export { type GrantedActor, grantedHandle } from './actor';
export { forgetGrants, keepGrants, permissionsOf, roleGrants, syncRolePermissions } from './role-grants';
export { ROLE_PERMISSION_CALLS } from './calls';
