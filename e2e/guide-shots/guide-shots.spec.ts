/**
 * The user guide's screenshots (issue 16 §4), taken from the real screens: one short visit per screen of
 * apps/web/src/user-guide/catalogue.ts GUIDE_SHOTS, from each persona's shared sign-in, in lt. Run by
 * `npm run guide:shots -w @portal/e2e` (playwright.guide-shots.config.ts), not by CI.
 */
import { GUIDE_SHOTS, type ShotName, type ShotPersona } from '../../apps/web/src/user-guide/catalogue';
import { test } from '../support/fixtures';
import { personaSession } from '../support/sessions';
import { GUIDE_VIEWPORT, guideShot } from './guide-shot';

const byPersona = new Map<ShotPersona, [ShotName, string][]>();
for (const [name, shot] of Object.entries(GUIDE_SHOTS) as [
  ShotName,
  { persona: ShotPersona; path: string },
][])
  byPersona.set(shot.persona, [...(byPersona.get(shot.persona) ?? []), [name, shot.path]]);

test.describe('user guide screenshots', () => {
  for (const [persona, shots] of byPersona) {
    test(`${persona}: ${shots.map(([name]) => name).join(', ')}`, async ({ browser }) => {
      test.setTimeout(60_000 + 20_000 * shots.length);
      const { page, context } = await personaSession(browser, persona, {
        language: 'lt',
        viewport: GUIDE_VIEWPORT,
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
