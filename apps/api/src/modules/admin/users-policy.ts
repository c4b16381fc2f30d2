import type { AuthContext } from '../auth/sessions';

/**
 * What an administrator may do with a user account (ARCHITECTURE.md conventions 4-5). Only holders of
 * `user.manage` reach these records at all (route permission); nobody changes or blocks their own account.
 */
export function userCan(auth: AuthContext, target: { id: number; blocked: boolean }) {
  const other = target.id !== auth.userAccountId;
  return { changeRole: other, block: other && !target.blocked, unblock: other && target.blocked };
}
