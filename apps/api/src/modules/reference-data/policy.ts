/**
 * Who may do what with a reference value. Only holders of `referenceData.manage` (MINISTRY, ADMIN) reach
 * the registers at all (the calls' permission) and they see every value. A value of a fixed list (the
 * regions, the fee rates) is renamed but never added or deactivated; any other value is deactivated while
 * in use and activated again while not. Nothing is ever deleted: records keep pointing at their values.
 */
import { AppError } from '../../errors/app-error';
import { definePolicy, type Visible } from '../../http/policy';
import type { AuthContext } from '../auth';

export interface ValueState {
  fixed: boolean;
  active: boolean;
}

export const referenceValuePolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => undefined,
  can: (_actor: AuthContext, value: ValueState) => ({
    update: true,
    deactivate: !value.fixed && value.active,
    activate: !value.fixed && !value.active,
  }),
  refuse: (_actor, _action, value) =>
    value.fixed
      ? new AppError('BUSINESS_RULE', { messageKey: 'errors:referenceData.fixedList' })
      : new AppError('TRANSITION_NOT_ALLOWED'),
});

/** Adding to a list: refused for a fixed list. */
export function authorizeAdd(fixed: boolean): void {
  if (fixed) throw new AppError('BUSINESS_RULE', { messageKey: 'errors:referenceData.fixedList' });
}
