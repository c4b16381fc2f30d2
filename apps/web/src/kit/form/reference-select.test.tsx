/** The reference select finds an item by its name whatever apostrophe, quote or script the user types. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ReferenceSelect } from './reference-select';

const LANGUAGES = [
  { id: 1, name: 'Oʻzbek tili' },
  { id: 2, name: 'Rus tili' },
  { id: 3, name: 'Qoraqalpoq tili' },
];

describe('ReferenceSelect', () => {
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

  it('finds a Latin name typed in Cyrillic, as the API’s searches do', async () => {
    const user = userEvent.setup();
    render(
      <AppThemeProvider env="test">
        <ReferenceSelect
          label="Language"
          items={LANGUAGES}
          data-testid="language"
          comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
        />
      </AppThemeProvider>,
    );
    await user.type(screen.getByTestId('language'), 'қорақалп');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Qoraqalpoq tili']);
  });
});
