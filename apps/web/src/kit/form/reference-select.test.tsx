/** The reference select finds an item by its name whatever apostrophe or quote the user types. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ReferenceSelect, searchKey } from './reference-select';

const LANGUAGES = [
  { id: 1, name: 'Oʻzbek tili' },
  { id: 2, name: 'Rus tili' },
  { id: 3, name: 'Qoraqalpoq tili' },
];

describe('ReferenceSelect', () => {
  it('compares names without case, apostrophes or quotes', () => {
    for (const typed of ["o'zbek", 'O‘zbek', 'o`zbek', 'oʻZBEK', 'ozbek'])
      expect(searchKey('Oʻzbek tili')).toContain(searchKey(typed));
    expect(searchKey('«Adolat» firmasi')).toBe('adolat firmasi');
  });

  it('shows the items whose name matches what was typed, and picks one by its id', async () => {
    const user = userEvent.setup();
    let picked: string | null = null;
    render(
      <AppThemeProvider env="test">
        <ReferenceSelect
          label="Language"
          items={LANGUAGES}
          onChange={(v) => (picked = v)}
          data-testid="language"
          comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
        />
      </AppThemeProvider>,
    );
    await user.type(screen.getByTestId('language'), "o'zb");
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Oʻzbek tili']);
    await user.click(options[0]!);
    expect(picked).toBe('1');
  });
});
