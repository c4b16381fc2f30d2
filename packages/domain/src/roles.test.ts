import { describe, expect, it } from 'vitest';
import { landingPathFor, roleFromLogin } from './roles';

describe('role and landing from the login answer (spec section 4)', () => {
  it.each([
    [{ status: null, isDirector: false }, 'USER', '/lawyer-profile/user-info'],
    [{ status: null, isDirector: true }, 'NEW_DIRECTOR', '/lawyer-profile/user-info'],
    [{ status: 'LAWYER', isDirector: true }, 'DIRECTOR', '/lawyer-profile'],
    [{ status: 'LAWYER', isDirector: false }, 'LAWYER', '/lawyer-profile'],
    [{ status: 'ADMIN', isDirector: false }, 'ADMIN', '/lawyer-profile'],
    [{ status: 'INVESTIGATOR', isDirector: false }, 'INVESTIGATOR', '/lawyer-profile'],
    [{ status: 'SOMETHING_ELSE', isDirector: false }, 'USER', '/lawyer-profile/user-info'],
  ] as const)('%o -> %s, lands on %s', (answer, role, path) => {
    expect(roleFromLogin(answer)).toBe(role);
    expect(landingPathFor(roleFromLogin(answer))).toBe(path);
  });
});
