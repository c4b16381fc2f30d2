import { describe, expect, it } from 'vitest';
import { getStored } from '../storage/browser-storage';
import { cabinetPathFor, completeSignIn } from './session';

const answer = { token: 't0k3n-abcdefghijklmnopqrstuvwxyz', uploadPath: '/api/v.1/files/', contragentId: 7 };

describe('completeSignIn (spec section 4)', () => {
  it('a director with a status is DIRECTOR, keeps the structure id and lands on the cabinet', () => {
    expect(completeSignIn({ ...answer, status: 'LAWYER', isDirector: true })).toBe('/lawyer-profile');
    expect(getStored('role')).toBe('DIRECTOR');
    expect(getStored('contragentId')).toBe(7);
    expect(getStored('accessToken')).toBe(answer.token);
  });

  it('a lawyer lands on the cabinet; the structure id is not kept', () => {
    expect(completeSignIn({ ...answer, status: 'LAWYER', isDirector: false })).toBe('/lawyer-profile');
    expect(getStored('role')).toBe('LAWYER');
    expect(getStored('contragentId')).toBeNull();
  });

  it('USER and NEW_DIRECTOR land on user-info', () => {
    expect(completeSignIn({ ...answer, status: null, isDirector: false })).toBe('/lawyer-profile/user-info');
    expect(getStored('role')).toBe('USER');
    expect(completeSignIn({ ...answer, status: null, isDirector: true })).toBe('/lawyer-profile/user-info');
    expect(getStored('role')).toBe('NEW_DIRECTOR');
  });

  it('"sign in to cabinet": LAWYER and DIRECTOR to the cabinet, others to user-info', () => {
    expect(cabinetPathFor('LAWYER')).toBe('/lawyer-profile');
    expect(cabinetPathFor('DIRECTOR')).toBe('/lawyer-profile');
    expect(cabinetPathFor('ADMIN')).toBe('/lawyer-profile/user-info');
    expect(cabinetPathFor(null)).toBe('/lawyer-profile/user-info');
  });
});
