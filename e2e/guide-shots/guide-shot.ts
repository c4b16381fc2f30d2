/**
 * Screenshots of the user guide (apps/web/src/user-guide/catalogue.ts GUIDE_SHOTS): `guideShot(page,
 * 'lawyer/orders')` writes the open page's main content, cropped, into apps/web/public/guide/, the folder
 * the built SPA serves the guide's pictures from. `npm run guide:shots -w @portal/e2e` (guide-shots.spec.ts)
 * refreshes them on demand; the committed files are what a fresh clone shows. Kept small: the main content only (in the window the shot names: 1100×720 unless a computer's or a phone's),
 * at most 700 px high, the interface in lt (the default language).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { ShotName } from '../../apps/web/src/user-guide/catalogue';

export const GUIDE_SHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/guide',
);
const MAX_HEIGHT = 700;

/** Waits until the page has settled (heading, nothing loading) and writes its shot. */
export async function guideShot(page: Page, name: ShotName): Promise<string> {
  // A page's chunk, messages and first answer may take a while on a busy CI machine.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Its pictures have arrived (no wait for an idle network: a page that polls never has one).
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('#main-content img')).every(
      (img) => (img as HTMLImageElement).complete,
    ),
  );
  for (const id of ['not-found', 'cabinet-no-access', 'section-in-preparation']) {
    await expect(page.getByTestId(id), `${name}: the page shows its content`).toHaveCount(0);
  }
  await page.evaluate(() => document.fonts.ready);
  const box = await page.locator('#main-content').boundingBox();
  if (!box) throw new Error(`${name}: no #main-content`);
  const file = path.join(GUIDE_SHOT_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({
    path: file,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, MAX_HEIGHT) },
  });
  return file;
}
