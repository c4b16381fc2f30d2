import { describe, expect, it } from 'vitest';
import {
  clearBrowserStateOnce,
  clearUserSession,
  FIRST_LOAD_FLAG,
  getStored,
  setStored,
  STORED_KEYS,
  subscribeStored,
} from './browser-storage';

describe('browser storage', () => {
  it('keeps typed values under the portal names and reads malformed values as null', () => {
    setStored('contragentId', 42);
    setStored('language', 'ru');
    setStored('expandedMenus', { orders: true });
    expect(getStored('contragentId')).toBe(42);
    expect(localStorage.getItem(STORED_KEYS.language.name)).toBe('ru');
    expect(getStored('expandedMenus')).toEqual({ orders: true });

    localStorage.setItem(STORED_KEYS.contragentId.name, 'abc');
    localStorage.setItem(STORED_KEYS.language.name, 'de');
    localStorage.setItem(STORED_KEYS.a11yTheme.name, 'NEON');
    localStorage.setItem(STORED_KEYS.expandedMenus.name, '{not json');
    expect(getStored('contragentId')).toBeNull();
    expect(getStored('language')).toBeNull();
    expect(getStored('a11yTheme')).toBeNull();
    expect(getStored('expandedMenus')).toBeNull();
  });

  it('sign-out clears the user data and token but keeps language and theme', () => {
    setStored('accessToken', 'token');
    setStored('fullName', 'Aziza Karimova');
    setStored('role', 'LAWYER');
    setStored('language', 'eng');
    setStored('a11yTheme', 'BLIND');
    clearUserSession();
    expect(getStored('accessToken')).toBeNull();
    expect(getStored('fullName')).toBeNull();
    expect(getStored('role')).toBeNull();
    expect(getStored('language')).toBe('eng');
    expect(getStored('a11yTheme')).toBe('BLIND');
  });

  it('notifies subscribers of changes', () => {
    const seen: string[] = [];
    const stop = subscribeStored((key) => seen.push(key));
    setStored('language', 'uz');
    stop();
    setStored('language', 'lt');
    expect(seen).toEqual(['language']);
  });

  it('clears cookies, localStorage and sessionStorage on the first load only', () => {
    localStorage.removeItem(FIRST_LOAD_FLAG);
    localStorage.setItem('legacy-token', 'x');
    sessionStorage.setItem('legacy-session', 'y');
    document.cookie = 'legacy=1; path=/';
    expect(clearBrowserStateOnce()).toBe(true);
    expect(localStorage.getItem('legacy-token')).toBeNull();
    expect(sessionStorage.getItem('legacy-session')).toBeNull();
    expect(document.cookie).not.toContain('legacy=1');
    expect(localStorage.getItem(FIRST_LOAD_FLAG)).not.toBeNull();

    setStored('language', 'ru');
    expect(clearBrowserStateOnce()).toBe(false);
    expect(getStored('language')).toBe('ru');
  });

  it('keeps the e-signature key id in a cookie, and drops it on sign-out', () => {
    setStored('eSignKey', { serialNumber: '1afbefb0d97e66b2', keyId: 'a1b2' });
    expect(getStored('eSignKey')).toEqual({ serialNumber: '1afbefb0d97e66b2', keyId: 'a1b2' });
    expect(document.cookie).toContain('portal.eSignKey=');
    expect(localStorage.getItem(STORED_KEYS.eSignKey.name)).toBeNull();
    expect(STORED_KEYS.eSignKey.cookieMaxAge).toBe(6 * 3600);
    clearUserSession();
    expect(getStored('eSignKey')).toBeNull();
    expect(document.cookie).not.toMatch(/portal\.eSignKey=[^;]/);
    document.cookie = 'portal.eSignKey=%7Bbroken; path=/';
    expect(getStored('eSignKey')).toBeNull();
  });
});
