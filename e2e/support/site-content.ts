/**
 * The ministry's desks (news, legislation, announcements, reference data): who may open them, and a test
 * that writes on one and takes what it wrote off the site again, however the test ends.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { postAs } from './api-calls';
import { personaToken, type RouteRow } from './route-matrix';
import { personaSession } from './sessions';

/** The ministry's content desks are the ministry's and ADMIN's: a lawyer, a regional chamber and a guest are refused. */
export const MINISTRY_DESK = {
  seenBy: ['ministry', 'admin'],
  refusedFor: ['lawyer-samarqand-2', 'region-chamber', 'guest'],
} as const satisfies Pick<RouteRow, 'seenBy' | 'refusedFor'>;

/**
 * The ministry's desk open at `start`; `run` writes an entry there and finds it on the desk with
 * `written(rowTestId, title)`: the desk's row holding `title`, whose `data-id` names the entry. Once `run`
 * ends, passed or not, the entry is taken off the site through the API call `takeDown` (`{ id }`) and the
 * desk's session is closed.
 */
export async function onMinistryDesk(
  browser: Browser,
  desk: { start: string; takeDown: string; language?: 'lt' | 'uz' | 'ru' | 'eng' },
  run: (page: Page, written: (rowTestId: string, title: string) => Promise<Locator>) => Promise<void>,
): Promise<void> {
  const ministry = await personaSession(browser, 'ministry', { start: desk.start, language: desk.language });
  const token = await personaToken(browser, 'ministry');
  let id: string | null = null;
  try {
    await run(ministry.page, async (rowTestId, title) => {
      const row = ministry.page.getByTestId(rowTestId).filter({ hasText: title });
      id = await row.getAttribute('data-id');
      return row;
    });
  } finally {
    if (id) await postAs(ministry.page.request, token, desk.takeDown, { id: Number(id) });
    await ministry.context.close();
  }
}
