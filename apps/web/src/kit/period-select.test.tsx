/**
 * A page's period in the URL: the address's month when it is one the page offers, else the page's own
 * choice; choosing another in the select puts it in the address. A month is counted from Tashkent's today.
 */
import { tashkentToday } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { monthFromNow, PeriodSelect, shownMonth, useUrlPeriod } from './period-select';

const MONTHS = ['2026-11', '2026-12'];

function setup(initial: string) {
  function Page() {
    const month = useUrlPeriod('month', MONTHS, '2026-12');
    return (
      <>
        <output data-testid="shown">{month}</output>
        <PeriodSelect
          name="month"
          label="Month"
          periods={MONTHS}
          value={month}
          optionLabel={shownMonth}
          width={180}
          testId="month"
        />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/stats', Component: Page }], { initialEntries: [initial] });
  render(
    <AppThemeProvider env="test">
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  return router;
}

describe('a period kept in the URL', () => {
  it('shows the page’s own month when the address’s is not one it offers', () => {
    setup('/stats?month=2020-01');
    expect(screen.getByTestId('shown').textContent).toBe('2026-12');
    expect(screen.getByTestId('month')).toHaveProperty('value', '12-2026');
  });

  it('shows the address’s month when offered; a month chosen goes into the address', async () => {
    const router = setup('/stats?month=2026-11');
    expect(screen.getByTestId('shown').textContent).toBe('2026-11');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('month'));
    await user.click(await screen.findByRole('option', { name: '12-2026' }));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-12');
    expect(screen.getByTestId('shown').textContent).toBe('2026-12');
  });

  it('counts months from this Tashkent month: twelve back is the same month of the year before', () => {
    const today = tashkentToday(new Date());
    expect(monthFromNow(0)).toBe(today.slice(0, 7));
    expect(monthFromNow(-12)).toBe(`${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}`);
    expect(monthFromNow(1) > monthFromNow(0)).toBe(true);
  });
});
