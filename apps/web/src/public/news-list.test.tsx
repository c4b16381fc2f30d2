import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { NewsCard } from './news-list';

const item = (id: number, imageUrl: string | null) => ({
  id,
  title: `Title ${id}`,
  summary: `Summary ${id}`,
  publishedAt: '2026-03-01T09:00:00.000Z',
  imageUrl,
});

function cards(...elements: ReactElement[]) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: elements.map((e, i) => (
        <div key={i} data-testid={`card-${i}`}>
          {e}
        </div>
      )),
    },
  ]);
  renderInTheme(<RouterProvider router={router} />);
}

describe('NewsCard', () => {
  it('shows the cover at its size, the first card’s at once and the others as they come near', () => {
    cards(
      <NewsCard item={item(1, '/api/v.1/files/photo/a')} first />,
      <NewsCard item={item(2, '/api/v.1/files/photo/b')} />,
    );
    const first = within(screen.getByTestId('card-0')).getByTestId('news-cover');
    expect(first.getAttribute('src')).toBe('/api/v.1/files/photo/a');
    expect(first.getAttribute('width')).toBe('640');
    expect(first.getAttribute('height')).toBe('360');
    expect(first.getAttribute('loading')).toBe('eager');
    const second = within(screen.getByTestId('card-1')).getByTestId('news-cover');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('fetchpriority')).toBe(false);
  });

  it('has no cover when the item has no image', () => {
    cards(<NewsCard item={item(3, null)} first />);
    expect(screen.queryByTestId('news-cover')).toBeNull();
    expect(screen.getByTestId('news-link').textContent).toBe('Title 3');
  });
});
