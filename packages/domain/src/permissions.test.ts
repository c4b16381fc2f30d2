import { SPEC_SIDEBAR, SPEC_SIDEBAR_ROLES } from '@portal/test-support/spec-sidebar';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_PERMISSIONS,
  controlPanelLinksFor,
  isEditableGrant,
  isPermission,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  SIDEBAR_ITEMS,
  sidebarFor,
} from './permissions';
import { ROLES, type Role } from './roles';

const ids = (role: Role) => sidebarFor(role, ROLE_PERMISSIONS[role]).map((i) => i.id);

describe('sidebar (spec section 6)', () => {
  it.each(SPEC_SIDEBAR_ROLES)('%s sees exactly the items of the spec table', (role) => {
    expect(ids(role).sort()).toEqual([...SPEC_SIDEBAR[role]].sort());
  });

  it.each(ROLES.filter((r) => !(SPEC_SIDEBAR_ROLES as readonly Role[]).includes(r)))(
    '%s sees its own work and none of the spec items it has no business with',
    (role) => {
      const items = ids(role);
      expect(items).toContain('user-info');
      expect(items).not.toContain('orders');
      expect(items).not.toContain('announcement');
      expect(items.length).toBeGreaterThan(2);
    },
  );

  it('has unique ids and paths under /lawyer-profile', () => {
    expect(new Set(SIDEBAR_ITEMS.map((i) => i.id)).size).toBe(SIDEBAR_ITEMS.length);
    expect(new Set(SIDEBAR_ITEMS.map((i) => i.path)).size).toBe(SIDEBAR_ITEMS.length);
    for (const item of SIDEBAR_ITEMS) expect(item.path).toMatch(/^\/lawyer-profile\/[a-z/-]+$/);
  });

  it('follows the permissions, not the role: a revoked permission hides its item', () => {
    const without = ROLE_PERMISSIONS.LAWYER.filter((p) => p !== 'order.view');
    expect(sidebarFor('LAWYER', without).map((i) => i.id)).not.toContain('orders');
    expect(sidebarFor('USER', [...ROLE_PERMISSIONS.USER, 'order.view']).map((i) => i.id)).toContain('orders');
  });

  it('ADMIN reaches every screen it holds but the sidebar leaves out from its control panel', () => {
    const links = controlPanelLinksFor('ADMIN', ROLE_PERMISSIONS.ADMIN).map((l) => l.id);
    expect(links).toEqual(
      expect.arrayContaining(['users', 'roles', 'order-permissions', 'order-restrictions']),
    );
    expect(links).not.toContain('query-log'); // already in ADMIN's sidebar
    expect(controlPanelLinksFor('LAWYER', ROLE_PERMISSIONS.LAWYER)).toEqual([]);
    expect(controlPanelLinksFor('DIRECTOR', ROLE_PERMISSIONS.DIRECTOR).map((l) => l.id)).toEqual([
      'order-permissions',
    ]);
  });
});

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
