/**
 * A register written as its definition: the kit asks its call with the URL's filters and page, and shows
 * the heading, the filter form, the rows under the register's test ids, the page's row actions, the empty
 * list's text by convention, and opens a row's page by keyboard.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { Filter } from './filter-fields';
import type { AnyCall } from '@portal/contracts';
import type { DerivedCall } from '../../api/api';
import { Register, type RegisterDefinition } from './register';

interface Person {
  id: number;
  name: string;
}

const lt = (key: string) => i18n.getFixedT('lt')(key);

function showRegister(rows: Person[], initial = '/people') {
  const asked: unknown[] = [];
  const call = {
    useList: (filters: unknown) => {
      asked.push(filters);
      return { data: { list: rows, total: rows.length }, isPending: false, isError: false };
    },
  };
  const PEOPLE: RegisterDefinition<AnyCall, Person> = {
    name: 'people',
    texts: 'admin:users',
    call: call as unknown as DerivedCall<AnyCall>,
    filters: ['search'],
    fields: ({ t, holds }) => (
      <>
        <Filter.Search label={t('users.search')} />
        {holds('user.manage') && <Filter.Pinfl name="pinfl" label="PINFL" />}
      </>
    ),
    columns: ({ t }) => [{ key: 'name', title: t('users.name'), value: (p) => p.name }],
    opens: (p) => `/people/${p.id}`,
  };
  function Screen() {
    return (
      <Register
        of={PEOPLE}
        rowActions={{
          title: 'Actions',
          name: (p) => p.name,
          actions: () => [
            { when: true, label: 'Block', icon: () => null, onClick: () => {}, testId: 'block' },
          ],
        }}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/people', Component: Screen },
      { path: '/people/:id', Component: () => <p>One person</p> },
    ],
    { initialEntries: [initial] },
  );
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <AppThemeProvider env="test">
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { asked, router, client };
}

describe('a register written as its definition', () => {
  it('asks its call with the filters and the page of the URL and shows its rows under its name', async () => {
    const { asked } = showRegister(
      [
        { id: 1, name: 'Zarina' },
        { id: 2, name: 'Akmal' },
      ],
      '/people?search=ali&page=2',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      lt('admin:users.title'),
    );
    expect(asked.at(-1)).toEqual({ search: 'ali', page: 1, limit: 20 });
    const form = screen.getByRole('form', { name: lt('admin:users.filters') });
    expect(form.getAttribute('data-testid')).toBe('people-form');
    expect(within(form).getByTestId('people-search')).toBeTruthy();
    const rows = within(screen.getByTestId('people-table')).getAllByTestId('people-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Zarina'),
      expect.stringContaining('Akmal'),
    ]);
    expect(screen.getByRole('button', { name: /Block.*Akmal/ })).toBeTruthy();
  });

  it('shows a filter only to whoever holds its permission', async () => {
    const { client } = showRegister([]);
    await screen.findByTestId('people-search');
    expect(screen.queryByTestId('people-pinfl')).toBeNull();
    const [account] = client.getQueryCache().findAll({ queryKey: ['account'] });
    await act(() =>
      client.setQueryData(account!.queryKey, { role: 'ADMIN', fullName: 'A', permissions: ['user.manage'] }),
    );
    expect(await screen.findByTestId('people-pinfl')).toBeTruthy();
  });

  it('opens a row’s page by Enter', async () => {
    const { router } = showRegister([{ id: 7, name: 'Zarina' }]);
    const [row] = await screen.findAllByTestId('people-row');
    fireEvent.keyDown(row!, { key: 'Enter' });
    expect(await screen.findByText('One person')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/people/7');
  });

  it('says what the list is for when it is empty, from the namespace’s emptyList', async () => {
    showRegister([]);
    expect(await screen.findByText(lt('admin:emptyList.users'))).toBeTruthy();
  });
});
