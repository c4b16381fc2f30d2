/**
 * A searchable reference list finds "Fargʻona" when "Farg'ona" or
 * "fargona" is typed, and «Himoya» when "Himoya" is, by the one search rule (packages/domain searchKey),
 * in every Select of the portal (the theme's default filter).
 */
import { Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { searchOptionsFilter } from './options-filter';

const REGIONS = ['Fargʻona viloyati', 'Qoraqalpogʻiston Respublikasi', 'Toshkent shahri'];

describe('searchable lists', () => {
  it('match what is typed whatever apostrophe or quotes either side wrote', () => {
    const options = [...REGIONS, '«Himoya» advokatlik byurosi'].map((label) => ({ value: label, label }));
    const labels = (search: string) =>
      searchOptionsFilter({ options, search, limit: 10 }).map((o) => ('label' in o ? o.label : o.group));
    expect(labels("Farg'ona")).toEqual(['Fargʻona viloyati']);
    expect(labels('fargona')).toEqual(['Fargʻona viloyati']);
    expect(labels('QORAQALPOG`')).toEqual(['Qoraqalpogʻiston Respublikasi']);
    expect(labels('"Himoya" advokatlik')).toEqual(['«Himoya» advokatlik byurosi']);
  });

  it('is the filter of every Select', async () => {
    const user = userEvent.setup();
    render(
      <AppThemeProvider env="test">
        <Select label="Region" searchable data={REGIONS} data-testid="region" />
      </AppThemeProvider>,
    );
    await user.type(screen.getByTestId('region'), "Farg'ona");
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fargʻona viloyati']);
  });
});
