/**
 * Filters in the URL: two choices made before the page re-renders both stay (the second must not start
 * from the first render's parameters), and a filter change goes back to page 1 while paging keeps them.
 * A list's card closes without leaving a history entry that Back would open again.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlCard, useUrlState } from './url-state';

function setup(initial: string) {
  const seen: ReturnType<typeof useUrlState>[] = [];
  function Probe() {
    seen.push(useUrlState());
    return null;
  }
  const router = createMemoryRouter([{ path: '/lawyer', Component: Probe }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, first: () => seen[0]! };
}

describe('url state', () => {
  it('keeps the first of two filters chosen from the same render', async () => {
    const { router, first } = setup('/lawyer?page=3');
    await act(async () => {
      // Both calls use the first render's setter, as a second click before a re-render does.
      first().set({ regionId: 8 });
      first().set({ status: 'ACTIVE' });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('regionId')).toBe('8');
    expect(search.get('status')).toBe('ACTIVE');
    expect(search.has('page')).toBe(false);
  });

  it('pages and opens a card without dropping the filters; clearing a filter removes it', async () => {
    const { router, first } = setup('/lawyer?regionId=8');
    await act(async () => {
      first().set({ page: 2 });
      first().set({ card: 17 });
    });
    expect(router.state.location.search).toBe('?regionId=8&page=2&card=17');
    await act(async () => {
      first().set({ regionId: undefined });
    });
    expect(router.state.location.search).toBe('?card=17');
  });

  it('opens the card of the record with id 1 (an id is no page: 1 stays in the address)', async () => {
    const { router, first } = setup('/lawyer?page=2');
    await act(async () => {
      first().set({ card: 1 });
    });
    expect(router.state.location.search).toBe('?page=2&card=1');
    await act(async () => {
      first().set({ page: 1 });
    });
    expect(router.state.location.search).toBe('?card=1');
  });
});

function setupCard(entries: string[]) {
  let card: ReturnType<typeof useUrlCard> | undefined;
  function Probe() {
    card = useUrlCard(useUrlState());
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => null },
      { path: '/lawyer', Component: Probe },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  const where = () => router.state.location.pathname + router.state.location.search;
  return { router, where, card: () => card! };
}

describe('list card in the URL', () => {
  it('closes a card opened on the page so that Back leaves the list instead of reopening it', async () => {
    const { router, where, card } = setupCard(['/', '/lawyer?regionId=8']);
    await act(async () => card().open(17));
    expect(where()).toBe('/lawyer?regionId=8&card=17');
    expect(card().id).toBe(17);
    await act(async () => card().close());
    expect(where()).toBe('/lawyer?regionId=8');
    expect(card().id).toBeUndefined();
    await act(async () => router.navigate(-1));
    expect(where()).toBe('/');
  });

  it('opens the card of the first record (id 1)', async () => {
    const { where, card } = setupCard(['/', '/lawyer']);
    await act(async () => card().open(1));
    expect(where()).toBe('/lawyer?card=1');
    expect(card().id).toBe(1);
  });

  it('closes a card reached by a link by replacing its entry with the list', async () => {
    const { router, where, card } = setupCard(['/', '/lawyer?card=5']);
    await act(async () => card().close());
    expect(where()).toBe('/lawyer');
    await act(async () => router.navigate(-1));
    expect(where()).toBe('/');
  });
});
