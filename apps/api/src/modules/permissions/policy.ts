/**
 * Which cells of the role -> permission table ADMIN may change (apps/api/src/http/policy.ts): every cell
 * but ADMIN's own row and the administration permissions, which follow the code (nobody can lock
 * administration out). The table is reached only with `permission.manage` (the calls' permission).
 */
import { isEditableGrant, type Permission, PERMISSIONS, type Role } from '@portal/domain';
import { AppError } from '../../errors/app-error';
import { definePolicy, type Visible } from '../../http/policy';
import type { AuthContext } from '../auth';

export const grantPolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => undefined,
  can: (_actor: AuthContext, cell: { role: Role; permission: Permission }) => ({
    edit: isEditableGrant(cell.role, cell.permission),
  }),
  refuse: () =>
    new AppError('BUSINESS_RULE', { messageKey: 'errors:identity.grantNotEditable', field: 'permission' }),
});

/** A role's row may be reset when any of its cells is editable (not ADMIN's). */
export const roleRowPolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => undefined,
  can: (_actor: AuthContext, row: { role: Role }) => ({
    reset: PERMISSIONS.some((permission) => isEditableGrant(row.role, permission)),
  }),
  refuse: () =>
    new AppError('BUSINESS_RULE', { messageKey: 'errors:identity.grantNotEditable', field: 'role' }),
});
