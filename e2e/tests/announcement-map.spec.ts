/**
 * The map of /announcement with the installation's tile server (the e2e stack names one, MAP_TILES_URL):
 * the list paints without waiting for the map, the map's library and tiles are fetched only after the
 * page has loaded, and when the tiles fail no grey map or coordinates are left: each vacancy shows its
 * address with a "show on the map" link.
 */
import { expect, test } from '../support/fixtures';

const TILES = /tiles\.map\.test/;

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

  test('tiles that fail leave the list with each address and its map link, no grey map, no coordinates', async ({
    page,
  }) => {
    await page.route(TILES, (route) => route.abort('internetdisconnected'));
    await page.goto('/announcement');
    const first = page.getByTestId('vacancy-item').first();
    await expect(first).toBeVisible();
    await expect(first.getByTestId('vacancy-address')).toHaveText(/\S/);
    const link = first.getByTestId('map-link');
    await expect(link).toHaveText('Xaritada koʻrish');
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=\d+\.\d+&mlon=\d+\.\d+/,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    // The map was tried once the page had loaded, failed, and is gone with nothing in its place.
    await expect(page.getByTestId('map-slot')).toHaveCount(0);
    await expect(page.getByTestId('point-map')).toHaveCount(0);
    await expect(page.getByTestId('vacancy-list')).not.toContainText(/\d{2}\.\d{5}, \d{2}\.\d{5}/);
  });
});
