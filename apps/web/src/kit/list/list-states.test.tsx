/**
 * The loading placeholder of every list and card passes axe: it once carried aria-label with no role
 * (aria-prohibited-attr), e.g. on /contragent. (A list's own loading state: data-list.test.tsx.) An empty
 * list's link to the form that fills it shows only to a person holding the form's permission.
 */
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ListEmpty, ListSkeleton, QueryState } from './list-states';

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

describe("an empty list's link to the form that fills it", () => {
  // The query cache tells its screens of new data inside act(), not on a later timer: each check below
  // then sees the screen as it stands after the answer (a link absent because not yet drawn proves nothing).
  beforeEach(() => notifyManager.setScheduler((run) => run()));
  afterEach(() => notifyManager.setScheduler((run) => setTimeout(run, 0)));

  it("shows to a person holding the form's permission, and to nobody else", async () => {
    const client = new QueryClient();
    const Screen = () => (
      <ListEmpty
        first={{
          text: 'Your orders appear here.',
          link: { to: '/orders/new', label: 'New order', permission: 'order.create' },
        }}
      />
    );
    render(
      <QueryClientProvider client={client}>
        <AppThemeProvider env="test">
          <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
        </AppThemeProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('list-empty').textContent).toContain('Your orders appear here.');
    // Signed out: the account is not known, so no link.
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
    // The signed-in account's answer as the cabinet keeps it (account/current), with and without the permission.
    const [account] = client.getQueryCache().findAll({ queryKey: ['account'] });
    expect(account).toBeDefined();
    const answer = (permissions: string[]) =>
      act(() => client.setQueryData(account!.queryKey, { role: 'LAWYER', fullName: 'A', permissions }));
    await answer(['order.view']);
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
    await answer(['order.view', 'order.create']);
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/orders/new');
    expect(await axeViolations()).toEqual([]);
  });
});
