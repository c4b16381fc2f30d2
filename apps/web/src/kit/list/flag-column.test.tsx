/**
 * A yes/no state is labelled by the `flag.<key>` group of the screen's namespace: the column's title, the
 * badge of each row, the CSV cell and the record page's badge read the same three messages.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { column, FlagBadge, flagLabels } from './column-kinds';
import { toCsv } from './columns';

interface Account {
  name: string;
  blocked: boolean;
  reason: string | null;
}

// the tests' interface language is Uzbek in Latin script (lt)
const t = i18n.getFixedT('lt', 'admin');
const blocked = column.flag<Account>({
  key: 'blocked',
  t,
  on: (a) => a.blocked,
  tones: ['bad', 'good'],
  note: (a) => a.reason,
});

describe('a yes/no column labelled by convention', () => {
  it('titles the column and names each state from flag.<key>', () => {
    expect(flagLabels(t, 'blocked')).toEqual({
      key: 'blocked',
      title: 'Holati',
      yes: 'Bloklangan',
      no: 'Faol',
    });
    expect(blocked.title).toBe('Holati');
    expect(blocked.value?.({ name: 'A', blocked: true, reason: null })).toBe('Bloklangan');
    expect(blocked.value?.({ name: 'B', blocked: false, reason: null })).toBe('Faol');
  });

  it('writes the state and its note into the CSV', () => {
    const rows = [{ name: 'A', blocked: true, reason: 'Guvohnoma toʻxtatilgan' }];
    expect(toCsv(rows, [{ key: 'name', title: 'Name' }, blocked])).toContain(
      'Bloklangan: Guvohnoma toʻxtatilgan',
    );
  });

  it("shows a record's state as the list's badge", () => {
    render(
      <AppThemeProvider env="test">
        <FlagBadge t={t} flag="blocked" on={false} testId="user-state" />
      </AppThemeProvider>,
    );
    expect(screen.getByTestId('user-state').textContent).toBe('Faol');
  });
});
