// Test setup of the SPA: languages initialised with every namespace loaded and the whole API call table
// (the app loads them on first use; components under test render at once), DOM and browser storage
// cleaned after each test.
import { NAMESPACES } from '@portal/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllCalls } from '../src/api/api';
import { i18n, initI18n } from '../src/i18n/i18n';

// happy-dom has no FontFaceSet (`document.fonts`); Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

await initI18n('lt');
await i18n.loadNamespaces([...NAMESPACES]);
// Every group of the API's calls, as the router loads them with any page but the home page.
await loadAllCalls();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-a11y-theme');
});
