/**
 * /announcement with a tile server that cannot be reached (issue 12 fault 20): the page loads and works
 * without waiting for the map; the map's library and tiles are fetched only after the page has loaded;
 * when the tiles fail, the places are listed with their coordinates.
 */
import { expect, test } from '../support/fixtures';

const TILES = /tile\.openstreetmap\.org/;

test.describe('the map of /announcement', () => {
  test('a tile server that never answers does not hold the page', async ({ page }) => {
    const tileRequestedAt: number[] = [];
    await page.route(TILES, () => {
      tileRequestedAt.push(Date.now()); // never answered, as a server behind a dead network
    });
    const start = Date.now();
    await page.goto('/announcement', { waitUntil: 'load', timeout: 20_000 });
    const loadedAt = Date.now();
    await expect(page.getByTestId('vacancy-item').first()).toBeVisible();
    await page.getByTestId('filter-vacancy-type').click(); // the page answers
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(loadedAt - start).toBeLessThan(15_000);
    await page.getByTestId('map-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('point-map')).toBeVisible();
    await expect.poll(() => tileRequestedAt.length).toBeGreaterThan(0);
    const loadEvent = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.timeOrigin + navigation!.loadEventStart;
    });
    expect(Math.min(...tileRequestedAt)).toBeGreaterThanOrEqual(Math.floor(loadEvent));
  });

  test('tiles that fail leave the places listed with their coordinates', async ({ page }) => {
    await page.route(TILES, (route) => route.abort('internetdisconnected'));
    await page.goto('/announcement');
    await expect(page.getByTestId('vacancy-item').first()).toBeVisible();
    await page.getByTestId('map-slot').scrollIntoViewIfNeeded();
    const fallback = page.getByTestId('map-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Xarita yuklanmadi');
    await expect(fallback.locator('li').first()).toHaveText(/: \d{2}\.\d{5}, \d{2}\.\d{5}$/);
  });
});
