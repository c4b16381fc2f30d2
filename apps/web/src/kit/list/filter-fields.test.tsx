/** "Only these": one choice, which sets its parameter to `true` in the URL; "Reset" shows every row again. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { Filter } from './filter-fields';
import { ListFilters } from './list-filters';

function showFilters() {
  const router = createMemoryRouter(
    [
      {
        path: '/topics',
        Component: () => (
          <ListFilters label="Filters" names={['reported']} testId="topics">
            <Filter.Only name="reported" label="Reports" only="Reported only" />
          </ListFilters>
        ),
      },
    ],
    { initialEntries: ['/topics'] },
  );
  render(
    <AppThemeProvider env="test">
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  return router;
}

function options(): string[] {
  return [...document.querySelectorAll('[data-combobox-option]')].map((o) => o.textContent ?? '');
}

describe('Filter.Only', () => {
  it('offers its one choice and puts `true` in the URL when it is chosen', async () => {
    const user = userEvent.setup();
    const router = showFilters();
    await user.click(screen.getByTestId('topics-reported'));
    await screen.findByRole('listbox');
    expect(options()).toEqual(['Reported only']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('reported')).toBe('true');
    await user.click(screen.getByTestId('topics-reset'));
    expect(new URLSearchParams(router.state.location.search).get('reported')).toBeNull();
  });
});
