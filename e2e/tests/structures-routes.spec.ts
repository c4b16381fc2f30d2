/**
 * Structures: routes per role with the route × role matrix kit (support/route-matrix.ts): the structure,
 * its registration, contracts and the control panel; vacancies and applications. Each renders for the
 * role that should see it (heading, content, axe 0 serious in USUAL, BLIND and BLIND2) and is refused for
 * the others. Then the guest's way to apply: from the apply page through OneID back to it.
 */
import { expect, test } from '../support/fixtures';
import { freshCitizen, oneIdPage } from '../support/identity';
import { routeMatrix } from '../support/route-matrix';

routeMatrix('structures and contracts', [
  {
    path: '/lawyer-profile/control',
    seenBy: ['director'],
    refusedFor: ['lawyer', 'region-chamber', 'guest'],
    shows: 'structure-stir',
  },
  {
    path: '/lawyer-profile/control/structure-information/update',
    seenBy: ['director', 'lawyer'],
    refusedFor: ['guest'],
    shows: 'structure-stir',
  },
  {
    path: '/lawyer-profile/contracts',
    seenBy: ['director', 'lawyer'],
    refusedFor: ['region-chamber', 'user'],
  },
  {
    path: '/lawyer-profile/control-panel',
    seenBy: ['director', 'lawyer'],
    refusedFor: ['region-chamber', 'user'],
    shows: 'structure-panel',
  },
  {
    path: '/lawyer-profile/structure-registrations',
    seenBy: ['region-chamber'],
    refusedFor: ['director', 'lawyer'],
  },
]);

/** The apply page of the newest open vacancy (public list), with the id of its application type. */
const applyPath = (v: { id: number; contragent: { id: number }; type: string }) =>
  `/announcement/${v.id}/${v.contragent.id}/${v.type === 'INTERNSHIP' ? 1 : 2}`;

routeMatrix('vacancies', [
  {
    path: '/lawyer-profile/announcement',
    seenBy: ['director'],
    refusedFor: ['lawyer', 'user', 'region-chamber', 'guest'],
    shows: 'vacancy-create',
  },
  {
    path: '/lawyer-profile/announcement/create',
    seenBy: ['director'],
    refusedFor: ['lawyer', 'user'],
  },
  {
    name: '/announcement/{id}/{contragentId}/{applicationTypeId}',
    path: async ({ getJson }) => {
      const { list } = await getJson<{ list: Parameters<typeof applyPath>[0][] }>(
        '/api/v.1/getInfo/vacancyList?limit=1',
      );
      return applyPath(list[0]!);
    },
    seenBy: ['user'],
    shows: 'apply-vacancy',
  },
]);

test('guest: the apply page leads through OneID sign-in (/one-id/announcement) back to the apply page', async ({
  page,
  request,
  govSimUrl,
}) => {
  test.setTimeout(90_000);
  const { list } = (await (await request.get('/api/v.1/getInfo/vacancyList?limit=1')).json()) as {
    list: Parameters<typeof applyPath>[0][];
  };
  const path = applyPath(list[0]!);
  await page.addInitScript(() => localStorage.setItem('portal.language', 'eng'));
  await page.goto(path);
  await expect(page.getByTestId('apply-vacancy')).toBeVisible();
  await expect(page.getByTestId('apply-submit')).toHaveCount(0);
  const signIn = page.getByTestId('apply-sign-in');
  await expect(signIn).toHaveAttribute('href', `/one-id/announcement?to=${encodeURIComponent(path)}`);
  const citizen = await freshCitizen(request, govSimUrl);
  await signIn.click();
  await page.waitForURL(oneIdPage(govSimUrl));
  await page.locator('#pinfl').fill(citizen.pinfl);
  await page.getByTestId('one-id-pinfl-submit').click();
  await page.waitForURL(`**${path}`);
  await expect(page.getByTestId('apply-submit')).toBeVisible();
});
