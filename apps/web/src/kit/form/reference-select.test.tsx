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

/** The select of the languages, its options drawn in place; types `text` and answers the options shown. */
async function typeInSelect(text: string, onChange?: (value: string | null) => void) {
  const user = userEvent.setup();
  render(
    <AppThemeProvider env="test">
      <ReferenceSelect
        label="Language"
        items={LANGUAGES}
        onChange={onChange}
        data-testid="language"
        comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
      />
    </AppThemeProvider>,
  );
  await user.type(screen.getByTestId('language'), text);
  return { user, options: await screen.findAllByRole('option') };
}

describe('ReferenceSelect', () => {
  it('shows the items whose name matches what was typed, and picks one by its id', async () => {
    let picked: string | null = null;
    const { user, options } = await typeInSelect("o'zb", (v) => (picked = v));
    expect(options.map((o) => o.textContent)).toEqual(['Oʻzbek tili']);
    await user.click(options[0]!);
    expect(picked).toBe('1');
  });

  it('finds a Latin name typed in Cyrillic, as the API’s searches do', async () => {
    const { options } = await typeInSelect('қорақалп');
    expect(options.map((o) => o.textContent)).toEqual(['Qoraqalpoq tili']);
  });
});
