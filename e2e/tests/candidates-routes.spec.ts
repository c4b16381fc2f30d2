/**
 * Every route of bar candidates and interns renders for its role (heading, no placeholder,
 * axe in three themes at desktop; every list also fits at 390x844) and is refused for the others (support/route-matrix.ts).
 * The filing and internship pages with an id are checked inside journey 2 (candidates.spec.ts); the registry
 * of interns has its own matrix at the phone's size too (intern-registry.spec.ts).
 */
import { expect, test } from '../support/fixtures';
import { fieldMessage, summaryLine } from '../support/forms';
import { signedIn, tokenOf } from '../support/legal-aid';
import { routeMatrix } from '../support/route-matrix';

routeMatrix('candidates and interns', [
  {
    path: '/lawyer-profile/application/form',
    seenBy: ['user'],
    refusedFor: ['lawyer', 'region-chamber', 'guest'],
  },
  {
    path: '/lawyer-profile/candidates',
    seenBy: ['region-chamber', 'republic-chamber'],
    refusedFor: ['user', 'director', 'guest'],
  },
  {
    path: '/lawyer-profile/application/intern-restr',
    seenBy: ['director'],
    refusedFor: ['user', 'lawyer', 'guest'],
  },
  {
    path: '/lawyer-profile/application/intern-restr/create',
    seenBy: ['region-chamber'],
    refusedFor: ['user'],
    shows: 'intern-restriction-form',
  },
  // A director does not restrict: the page says who does and lists those on the director's structure.
  {
    path: '/lawyer-profile/application/intern-restr/create',
    seenBy: ['director'],
    shows: 'intern-restriction-who',
  },
  {
    name: '/lawyer-profile/application/intern-restr/{id}',
    // A restriction of yesterday only (never in force now), set by the chamber on a Samarqand structure.
    path: async ({ page, request, getJson }) => {
      const token = (await tokenOf(page))!;
      const structures = await getJson<{ list: { id: number }[] }>(
        '/api/v.1/getInfo/contragentList?regionId=8&limit=1',
      );
      const day = new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
      const res = await request.post('/api/v.1/intern-restr/create', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          contragentId: structures.list[0]!.id,
          reason: 'e2e: route check',
          fromDate: day,
          untilDate: day,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return `/lawyer-profile/application/intern-restr/${((await res.json()) as { id: number }).id}`;
    },
    seenBy: ['region-chamber'],
  },
  {
    path: '/lawyer-profile/application/my-intern',
    seenBy: ['intern'],
    refusedFor: ['user', 'director', 'guest'],
  },
]);

test('a chamber saving an empty restriction sees what is missing under each field, nothing sent', async ({
  browser,
}) => {
  const { page, context } = await signedIn(browser, 'region-chamber', {
    start: '/lawyer-profile/application/intern-restr/create',
  });
  const form = page.getByTestId('intern-restriction-form');
  await page.getByTestId('intern-restriction-save').click();
  await expect(fieldMessage(form, 'This field can not be empty')).toHaveCount(2);
  // the summary at the top of the form lists both, each a link to its field
  await expect(summaryLine(form, /This field can not be empty/)).toHaveCount(2);
  await expect(page).toHaveURL(/\/intern-restr\/create$/);
  await context.close();
});
