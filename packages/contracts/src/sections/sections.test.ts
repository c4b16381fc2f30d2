import { SPEC_SIDEBAR, SPEC_SIDEBAR_ROLES } from '@portal/test-support/spec-sidebar';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CALL_GROUPS } from '../calls';
import { defineCalls, get } from '../kit/define-call';
import { z } from 'zod';
import {
  CABINET,
  cabinetOf,
  controlPanelLinksFor,
  defineSection,
  group,
  groupsOf,
  navGroupsOf,
  SECTIONS,
  SIDEBAR_ITEMS,
  sidebarFor,
} from './index';

const ids = (role: Role) => sidebarFor(role, ROLE_PERMISSIONS[role], CABINET).map((i) => i.id);

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
    expect(sidebarFor('LAWYER', without, CABINET).map((i) => i.id)).not.toContain('orders');
    expect(sidebarFor('USER', [...ROLE_PERMISSIONS.USER, 'order.view'], CABINET).map((i) => i.id)).toContain(
      'orders',
    );
  });

  it('shows the groups in order, each item once, the administration first for ADMIN', () => {
    const groupsOf = (role: Role) => [
      ...new Set(sidebarFor(role, ROLE_PERMISSIONS[role], CABINET).map((i) => i.group)),
    ];
    expect(groupsOf('DIRECTOR')).toEqual(['work', 'structure', 'documents', 'admin', 'help']);
    expect(groupsOf('INVESTIGATOR')).toEqual(['work', 'admin', 'help']);
    expect(groupsOf('ADMIN')).toEqual(['admin', 'help']);
    expect(ids('ADMIN').slice(0, 3)).toEqual(['users', 'roles', 'order-permissions']);
    expect(
      navGroupsOf('ADMIN', sidebarFor('ADMIN', ROLE_PERMISSIONS.ADMIN, CABINET)).map((g) => g.group),
    ).toEqual(['admin', 'help']);
  });

  it("leaves out the bar candidate's page for people in the register, who may still open it", () => {
    for (const role of ['LAWYER', 'NEW_DIRECTOR', 'DIRECTOR'] as const) {
      expect(ids(role), role).not.toContain('applicant');
      expect(ROLE_PERMISSIONS[role]).toContain('applicant.view');
      expect(controlPanelLinksFor(role, ROLE_PERMISSIONS[role], CABINET).map((l) => l.id)).not.toContain(
        'applicant',
      );
    }
    expect(ids('USER')).not.toContain('applicant'); // the citizen has the application to the bar itself
    expect(ids('USER')).toContain('application-form');
    expect(ids('INTERN')).toContain('applicant');
  });

  it("ADMIN reaches the other roles' screens it holds from its control panel", () => {
    const links = controlPanelLinksFor('ADMIN', ROLE_PERMISSIONS.ADMIN, CABINET).map((l) => l.id);
    expect(links).toEqual(expect.arrayContaining(['user-info', 'orders', 'my-appeals', 'lawyer-requests']));
    expect(links).not.toContain('users'); // in ADMIN's sidebar
    expect(links).not.toContain('query-log'); // in ADMIN's sidebar
    expect(controlPanelLinksFor('LAWYER', ROLE_PERMISSIONS.LAWYER, CABINET)).toEqual([]);
    expect(controlPanelLinksFor('DIRECTOR', ROLE_PERMISSIONS.DIRECTOR, CABINET).map((l) => l.id)).toEqual([
      'order-permissions',
    ]);
  });
});

describe('sections', () => {
  it('give every sidebar item and control panel link the permission of the page it opens', () => {
    for (const page of CABINET.pages) {
      const path = `/lawyer-profile/${page.path}`;
      const item = SIDEBAR_ITEMS.find((i) => i.path === path);
      if (page.sidebar) expect(item?.permission, path).toBe(page.permission);
      else expect(item, path).toBeUndefined();
      const link = CABINET.controlPanel.find((l) => l.path === path);
      if (page.controlPanel)
        expect(link?.permission, path).toBe(page.controlPanel.permission ?? page.permission);
    }
  });

  it('declare known permissions only', () => {
    for (const page of CABINET.pages)
      expect(page.permission === 'signedIn' || PERMISSIONS.includes(page.permission), page.path).toBe(true);
  });

  it('give CALL_GROUPS exactly the groups they declare', () => {
    const declared = SECTIONS.flatMap((s) => Object.keys(s.groups)).sort();
    expect(Object.keys(CALL_GROUPS).sort()).toEqual(declared);
  });

  const expertiseCalls = defineCalls(['expertise'], 'expertise.process', {
    expertiseRequestList: get('getInfo/expertiseRequestList', { response: z.array(z.string()) }),
  });
  /** A new section, declared once: its calls, its pages with their permission, its sidebar item. */
  const expertiseSection = defineSection({
    id: 'expertise-requests',
    permission: 'expertise.process',
    groups: { expertiseRequests: expertiseCalls },
    cabinet: {
      'expertise-requests': {
        page: 'expertise-requests',
        sidebar: { place: 335, group: 'work', icon: 'microscope' },
      },
      'expertise-requests/view/:id': { page: 'expertise-request-view' },
    },
  });

  it('derive the sidebar, the pages and the calls of a newly declared section from its one declaration', () => {
    const withExpertise = [...SECTIONS.filter((s) => s.id !== 'expertise'), expertiseSection];
    const cabinet = cabinetOf(withExpertise);
    expect(cabinet.pages.filter((p) => p.section === 'expertise-requests')).toEqual([
      expect.objectContaining({ path: 'expertise-requests', permission: 'expertise.process' }),
      expect.objectContaining({ path: 'expertise-requests/view/:id', permission: 'expertise.process' }),
    ]);
    const expert = sidebarFor('EXPERT', ROLE_PERMISSIONS.EXPERT, cabinet);
    expect(expert.map((i) => i.id)).toContain('expertise-requests');
    expect(expert.find((i) => i.id === 'expertise-requests')).toEqual({
      id: 'expertise-requests',
      path: '/lawyer-profile/expertise-requests',
      labelKey: 'sidebar.expertiseRequests',
      permission: 'expertise.process',
      group: 'work',
      icon: 'microscope',
      place: 335,
    });
    // between structure-registrations (300) and expertise (330, now gone): the place orders the group
    const work = cabinet.sidebar.filter((i) => i.group === 'work').map((i) => i.id);
    expect(work.indexOf('expertise-requests')).toBe(work.indexOf('structure-registrations') + 1);
    expect(sidebarFor('LAWYER', ROLE_PERMISSIONS.LAWYER, cabinet).map((i) => i.id)).not.toContain(
      'expertise-requests',
    );
    // a group given as its calls alone is the section's own: its answers refresh with the section's area
    expect(groupsOf(withExpertise).expertiseRequests).toMatchObject({
      area: 'expertise-requests',
      personal: true,
      calls: expertiseCalls,
    });
  });

  it('refuse a page, a sidebar item or a group declared twice', () => {
    const twin = defineSection({
      id: 'twin',
      groups: { orders: group(expertiseCalls, 'legal-aid', true) },
      cabinet: { letters: { permission: 'letter.view' } },
    });
    expect(() => cabinetOf([...SECTIONS, twin])).toThrow('cabinet page letters is declared twice');
    expect(() => groupsOf([...SECTIONS, twin])).toThrow('group orders is declared by two sections');
    const samePlace = defineSection({
      id: 'same-place',
      permission: 'letter.view',
      groups: {},
      cabinet: {
        'letters-2': { sidebar: { id: 'letters-2', place: 100, group: 'documents', icon: 'mail' } },
      },
    });
    expect(() => cabinetOf([...SECTIONS, samePlace])).toThrow('sidebar item letters-2 (place 100)');
  });

  it('refuse a page that names no permission and whose section names none', () => {
    expect(() => defineSection({ id: 'bare', groups: {}, cabinet: { bare: { page: 'bare' } } })).toThrow(
      'section bare: page bare names no permission',
    );
  });
});
