/**
 * Filters in the URL: two choices made before the page re-renders both stay (the second must not start
 * from the first render's parameters), and a filter change goes back to page 1 while paging keeps them.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './url-state';

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
});
