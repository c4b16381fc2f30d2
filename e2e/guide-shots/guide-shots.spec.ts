/**
 * The user guide's screenshots, taken from the real screens: one short visit per screen of
 * apps/web/src/user-guide/catalogue.ts GUIDE_SHOTS, from each persona's shared sign-in, in lt, one test per
 * persona and window (the guide's usual one, a computer's, a phone's). Run by
 * `npm run guide:shots -w @portal/e2e` (playwright.guide-shots.config.ts), not by CI.
 */
import {
  GUIDE_SHOTS,
  type GuideShot,
  SHOT_VIEWPORTS,
  type ShotName,
  type ShotPersona,
  type ShotViewport,
} from '../../apps/web/src/user-guide/catalogue';
import { test } from '../support/fixtures';
import { personaSession } from '../support/sessions';
import { guideShot } from './guide-shot';

const byVisit = new Map<
  string,
  { persona: ShotPersona; viewport: ShotViewport; shots: [ShotName, string][] }
>();
for (const [name, shot] of Object.entries(GUIDE_SHOTS) as [ShotName, GuideShot][]) {
  const viewport = shot.viewport ?? 'guide';
  const key = viewport === 'guide' ? shot.persona : `${shot.persona} (${viewport})`;
  const visit = byVisit.get(key) ?? { persona: shot.persona, viewport, shots: [] };
  visit.shots.push([name, shot.path]);
  byVisit.set(key, visit);
}

test.describe('user guide screenshots', () => {
  for (const [key, { persona, viewport, shots }] of byVisit) {
    test(`${key}: ${shots.map(([name]) => name).join(', ')}`, async ({ browser }) => {
      // The persona's first sign-in of the run (OneID's forms) may take minutes on a loaded machine.
      test.setTimeout(180_000 + 20_000 * shots.length);
      const { page, context } = await personaSession(browser, persona, {
        language: 'lt',
        viewport: SHOT_VIEWPORTS[viewport],
      });
      try {
        for (const [name, path] of shots) {
          await page.goto(path);
          await guideShot(page, name);
        }
      } finally {
        await context.close();
      }
    });
  }
});
