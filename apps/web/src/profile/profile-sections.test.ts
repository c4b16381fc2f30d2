/**
 * /profile opens for every signed-in person: each role of the role table lands on a section it may open
 * (never the "no access" of a section it holds no permission for), inside /profile, and the row of
 * sections shows only what the person may open.
 */
import { ROLE_PERMISSIONS, ROLES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, profileLanding, profileSectionsOpenTo } from './profile-sections';

describe('/profile for every role', () => {
  it.each(ROLES)('%s lands on a section it may open, inside /profile', (role) => {
    const held = ROLE_PERMISSIONS[role];
    const landing = profileLanding(held);
    const section = PROFILE_SECTIONS.find((s) => landing === `/profile/${s.id}`)!;
    expect(section.opens(held)).toBe(true);
    expect(section.leaves?.(held) ?? false).toBe(false);
  });

  it('opens a lawyer’s own page, not the citizen’s applications', () => {
    const lawyer = ROLE_PERMISSIONS.LAWYER;
    expect(profileLanding(lawyer)).not.toBe('/profile/aplication');
    expect(profileSectionsOpenTo(lawyer).map((s) => s.id)).not.toContain('aplication');
    expect(profileSectionsOpenTo(lawyer).map((s) => s.id)).toContain('order');
  });

  it('opens a citizen’s applications', () => {
    expect(profileLanding(ROLE_PERMISSIONS.USER)).toBe('/profile/aplication');
  });
});
