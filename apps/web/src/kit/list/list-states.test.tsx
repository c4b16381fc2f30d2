/**
 * The loading placeholder of every list and card passes axe: it once carried aria-label with no role
 * (aria-prohibited-attr), e.g. on /contragent. (A list's own loading state: data-list.test.tsx.)
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ListSkeleton, QueryState } from './list-states';

describe('loading placeholder', () => {
  it('is a named, busy status region that axe accepts', async () => {
    render(
      <AppThemeProvider env="test">
        <ListSkeleton />
      </AppThemeProvider>,
    );
    expect(await axeViolations()).toEqual([]);
    const placeholder = screen.getByRole('status', { name: i18n.t('common:list.loading') });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
  });

  it('is the same placeholder around a record while its query is pending', async () => {
    render(
      <AppThemeProvider env="test">
        <QueryState query={{ isPending: true, isError: false, refetch: () => undefined }}>content</QueryState>
      </AppThemeProvider>,
    );
    expect(await axeViolations()).toEqual([]);
    expect(screen.getByTestId('list-loading').getAttribute('role')).toBe('status');
    expect(screen.queryByText('content')).toBeNull();
  });
});
