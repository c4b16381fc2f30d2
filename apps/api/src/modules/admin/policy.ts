/**
 * What an administrator may do with a user account (apps/api/src/http/policy.ts). Only holders of
 * `user.manage` reach these records at all (the call's permission), and they see every account; nobody
 * changes or blocks their own account (422 saying so), and a step from the wrong state is a 409.
 */
import { AppError } from '../../errors/app-error';
import { definePolicy, type Visible } from '../../http/policy';
import type { AuthContext } from '../auth';

export const userPolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => undefined,
  can(actor: AuthContext, account: { id: number; blocked: boolean }) {
    const other = account.id !== actor.userAccountId;
    return { changeRole: other, block: other && !account.blocked, unblock: other && account.blocked };
  },
  refuse: (actor, _action, account) =>
    account.id === actor.userAccountId
      ? new AppError('BUSINESS_RULE', { messageKey: 'errors:identity.ownAccount' })
      : new AppError('TRANSITION_NOT_ALLOWED'),
});
