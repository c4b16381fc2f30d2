/**
 * The appeal lists as a user meets them: each appeal a row (desktop) or a card (the phone) linking to its
 * page in that layout, its status as the portal's badge in the interface language, the author in the
 * inbox, "taken" where another lawyer took it, and the URL's filters as the list calls take them.
 */
import type { AppealListItem } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { changeLanguage, i18n, loadNamespaces } from '../i18n/i18n';
import { useListUrl } from '../kit/list';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { type AppealLinks, AppealLinksProvider, appealLinks, MOBILE_APPEAL_LINKS } from './appeal-links';
import { appealFiltersFrom, AppealList } from './appeal-list';

const can = { accept: false, complete: false, cancel: false, downloadFile: false };
const APPEALS: AppealListItem[] = [
  {
    id: 41,
    kind: 'PRO_BONO',
    status: 'ACCEPTED',
    field: { id: 3, name: 'Mehnat huquqi' },
    regions: [
      { id: 1, name: 'Toshkent shahri' },
      { id: 8, name: 'Samarqand viloyati' },
    ],
    brief: 'Ishdan noqonuniy boʻshatish',
    authorName: 'Karimova Dilnoza',
    lawyerName: 'Rahimov Akmal',
    taken: false,
    createdAt: '2026-11-20T09:00:00Z',
    can,
  },
  {
    id: 42,
    kind: 'STATE_FUNDED',
    status: 'SEND',
    field: { id: 4, name: 'Oila huquqi' },
    regions: [{ id: 8, name: 'Samarqand viloyati' }],
    brief: null,
    authorName: null,
    lawyerName: null,
    taken: true,
    createdAt: '2026-11-21T09:00:00Z',
    can,
  },
];

function setup(links: AppealLinks, showAuthor = false) {
  function Screen() {
    const list = useListUrl({ limit: 20 });
    return (
      <AppealLinksProvider value={links}>
        <AppealList
          query={{ data: { list: APPEALS, total: 2 }, isError: false, refetch: () => undefined }}
          list={list}
          label="Appeals"
          empty={{ text: 'Appeals appear here.' }}
          showAuthor={showAuthor}
        />
      </AppealLinksProvider>
    );
  }
  const router = createMemoryRouter([{ path: '/a', Component: Screen }], { initialEntries: ['/a'] });
  render(
    <AppThemeProvider env="test">
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
}

beforeAll(async () => {
  await loadNamespaces(['appeals']);
});

describe('appeal lists', () => {
  it('shows a row per appeal linking to its cabinet page, with the author in the inbox and "taken"', async () => {
    await act(() => changeLanguage('eng'));
    setup(appealLinks, true);
    const rows = screen.getAllByTestId('appeal-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['ACCEPTED', 'SEND']);
    const link = within(rows[0]!).getByRole('link', { name: 'Appeal No. 41' });
    expect(link.getAttribute('href')).toBe('/lawyer-profile/my-appeals/view/41');
    expect(rows[0]!.textContent).toContain('Karimova Dilnoza');
    expect(rows[0]!.textContent).toContain('Toshkent shahri, Samarqand viloyati');
    expect(rows[0]!.textContent).toContain(i18n.t('common:status.ACCEPTED'));
    expect(rows[1]!.textContent).toContain('Taken by another lawyer');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows cards linking to the phone pages in the phone layout, in Russian', async () => {
    await act(() => changeLanguage('ru'));
    setup(MOBILE_APPEAL_LINKS);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByTestId('appeal-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const link = within(cards[0]!).getByRole('link', { name: 'Обращение № 41' });
    expect(link.getAttribute('href')).toBe('/mobile/appeals/view/41');
    expect(cards[0]!.textContent).toContain('Адвокат: Rahimov Akmal');
    expect(await axeViolations()).toEqual([]);
    await act(() => changeLanguage('eng'));
  });

  it('takes only known filters from the URL', () => {
    const from = (q: string) => appealFiltersFrom((n) => new URLSearchParams(q).get(n) ?? undefined);
    expect(from('status=SEEN&kind=PRO_BONO&region=8')).toEqual({
      status: 'SEEN',
      kind: 'PRO_BONO',
      regionId: 8,
    });
    expect(from('status=DONE&kind=X&region=15')).toEqual({});
  });
});
