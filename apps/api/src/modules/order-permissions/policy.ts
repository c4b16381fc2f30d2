import type { AuthContext } from '../auth/sessions';

/**
 * Record rules of the order permission and the structure restriction (ARCHITECTURE.md convention 4).
 * The per-user order permission: ADMIN manages every lawyer's, a DIRECTOR only that of the lawyers now
 * working in the structure they direct; anyone else's lawyer answers 404. The structure restriction is
 * managed by whoever holds `orderRestriction.manage` (REPUBLIC_CHAMBER, ADMIN) for every structure.
 */
export function orderAccessScope(auth: AuthContext): { contragentId: number } | 'all' | 'none' {
  if (auth.role === 'ADMIN') return 'all';
  if (auth.role === 'DIRECTOR' && auth.contragentId !== null) return { contragentId: auth.contragentId };
  return 'none';
}

export function orderAccessCan(orderPermission: boolean) {
  return { allow: !orderPermission, cancel: orderPermission };
}

export function restrictionCan(orderRestricted: boolean) {
  return { restrict: !orderRestricted, unrestrict: orderRestricted };
}
