/** The cabinet's navigation in its groups: titled, in order, each item with its icon. */
import { sidebarFor } from '@portal/contracts';
import { CABINET } from './manifest';
import { ROLE_PERMISSIONS } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { CabinetNav } from './sidebar';

function nav(role: 'DIRECTOR' | 'ADMIN', at = '/lawyer-profile/orders/list/view/3') {
  render(
    <AppThemeProvider env="test">
      <MemoryRouter initialEntries={[at]}>
        <CabinetNav role={role} items={sidebarFor(role, ROLE_PERMISSIONS[role], CABINET)} />
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return screen.getByRole('navigation', { name: 'Kabinet boʻlimlari' });
}

// The first render loads the kit and the cabinet's texts: slow on a loaded machine.
describe('cabinet navigation', { timeout: 20_000 }, () => {
  it("shows a director's items in titled groups: my work, my structure, documents, administration, help", () => {
    const groups = within(nav('DIRECTOR')).getAllByRole('group');
    expect(groups.map((g) => g.firstChild?.textContent)).toEqual([
      'Mening ishlarim',
      'Mening tuzilmam',
      'Hujjatlar',
      'Maʼlumotnomalar va boshqaruv',
      'Yordam',
    ]);
    const structure = within(screen.getByRole('group', { name: 'Mening tuzilmam' }));
    expect(structure.getByRole('link', { name: 'Tuzilma orderlari' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Advokatlikka nomzod' })).toBeNull();
    // each link has its icon; the page open marks its item
    for (const link of screen.getAllByRole('link')) expect(link.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Orderlar' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the administration first for ADMIN, with its control panel screens', () => {
    const groups = within(nav('ADMIN', '/lawyer-profile')).getAllByRole('group');
    expect(groups.map((g) => g.firstChild?.textContent)).toEqual(['Maʼlumotnomalar va boshqaruv', 'Yordam']);
    expect(within(groups[0]!).getAllByRole('link')[0]!.textContent).toBe('Foydalanuvchilar');
  });
});
