import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_PERMISSIONS,
  isEditableGrant,
  isPermission,
  PERMISSIONS,
  ROLE_PERMISSIONS,
} from './permissions';
import { ROLES } from './roles';

describe('role -> permission table', () => {
  it('names only known permissions, each once per role', () => {
    for (const role of ROLES) {
      const granted = ROLE_PERMISSIONS[role];
      expect(granted.every(isPermission), role).toBe(true);
      expect(new Set(granted).size, role).toBe(granted.length);
    }
  });

  it('keeps the administration permissions with ADMIN alone, and the ADMIN row fixed', () => {
    for (const role of ROLES.filter((r) => r !== 'ADMIN')) {
      for (const p of ADMIN_ONLY_PERMISSIONS) expect(ROLE_PERMISSIONS[role], role).not.toContain(p);
    }
    for (const p of ADMIN_ONLY_PERMISSIONS) expect(ROLE_PERMISSIONS.ADMIN).toContain(p);
    expect(PERMISSIONS.some((p) => isEditableGrant('ADMIN', p))).toBe(false);
    expect(isEditableGrant('LAWYER', 'user.manage')).toBe(false);
    expect(isEditableGrant('LAWYER', 'order.view')).toBe(true);
  });

  it('lets only lawyers create orders and only directors and ADMIN manage the order permission', () => {
    const holders = (p: string) => ROLES.filter((r) => (ROLE_PERMISSIONS[r] as string[]).includes(p));
    expect(holders('order.create')).toEqual(['LAWYER', 'DIRECTOR']);
    expect(holders('orderPermission.manage')).toEqual(['DIRECTOR', 'ADMIN']);
    expect(holders('orderRestriction.manage')).toEqual(['ADMIN', 'REPUBLIC_CHAMBER']);
  });
});

describe('sign-in helpers', () => {
  it('masks a phone to its operator code and last two digits', async () => {
    const { maskPhone } = await import('./sign-in');
    expect(maskPhone('+998901234567')).toBe('+998 90 *** ** 67');
    expect(maskPhone('garbage')).toBe('***');
  });
});
