// Test setup of the SPA: languages initialised, DOM and browser storage cleaned after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/i18n/i18n';

void initI18n('lt');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-a11y-theme');
});
