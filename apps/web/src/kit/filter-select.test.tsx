/** A filter select builds its options once it has focus, then works as Mantine's select does. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { FilterSelect } from './filter-select';

const REGIONS = [
  { value: '1', label: 'Andijon' },
  { value: '2', label: 'Buxoro' },
];

function options(): string[] {
  return [...document.querySelectorAll('[data-combobox-option]')].map((o) => o.textContent ?? '');
}

describe('FilterSelect', () => {
  it('builds no option before it has focus; from then on the list opens on the first arrow key at an option', async () => {
    const user = userEvent.setup();
    renderInTheme(
      <FilterSelect
        label="Region"
        data={REGIONS}
        data-testid="region"
        comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
      />,
    );
    expect(options()).toEqual([]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('region'));
    // Mounted hidden, as Mantine keeps a closed select's list.
    expect(options()).toEqual(['Andijon', 'Buxoro']);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    const active = screen.getByTestId('region').getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Andijon');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId<HTMLInputElement>('region').value).toBe('Andijon');
  });
});
