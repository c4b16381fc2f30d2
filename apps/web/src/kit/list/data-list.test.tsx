/**
 * The list kit as a user meets it: headers sort the rows (and say so), the page in the URL counts from 1
 * while the API is asked for page 0, loading/empty/error states in the interface language, rows that
 * open by keyboard, named selection checkboxes, and the CSV of a register.
 */
import { listCountedUpTo } from '@portal/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { type ListColumn, toCsv } from './columns';
import { DataList, type ListQueryResult } from './data-list';
import { type ListUrl, useListUrl } from './list-url';
import { CARDS_BELOW, ListTable, type ListTableProps } from './list-table';
import { ListSection } from './list-section';
import { TitledSection } from '../titled-section';

interface Person {
  id: number;
  name: string;
  age: number | null;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Zarina', age: 31 },
  { id: 2, name: 'Akmal', age: null },
  { id: 3, name: 'Bobur', age: 9 },
];

const COLUMNS: ListColumn<Person>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'age', title: 'Age', sortable: true },
];

function setup(initial: string, query: ListQueryResult<{ list: Person[]; total: number }>, limit = 20) {
  const seen: ListUrl[] = [];
  function Screen() {
    const list = useListUrl({ limit });
    seen.push(list);
    return (
      <DataList
        query={query}
        list={list}
        columns={COLUMNS}
        label="People"
        testId="people"
        rowProps={(p) => ({ 'data-testid': 'person-row', 'data-id': p.id })}
        csv="people"
        empty={{
          text: 'The people you invite appear here.',
          action: <a href="/people/new">Invite a person</a>,
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/people', Component: Screen }], { initialEntries: [initial] });
  render(
    <AppThemeProvider env="test">
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  return { router, last: () => seen.at(-1)! };
}

const answer = (list: Person[], total = list.length) => ({
  data: { list, total },
  isError: false,
  refetch: () => undefined,
});
const names = () =>
  screen.getAllByTestId('person-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('list kit: sorting', () => {
  it('sorts by a header press, ascending then descending, empty values last, and keeps it in the URL', async () => {
    const { router } = setup('/people', answer(PEOPLE));
    expect(names()).toEqual(['Zarina', 'Akmal', 'Bobur']);
    const byName = screen.getByRole('button', { name: /Name/ });
    await userEvent.click(byName);
    expect(names()).toEqual(['Akmal', 'Bobur', 'Zarina']);
    expect(router.state.location.search).toBe('?sort=name');
    expect(byName.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(byName.textContent).toContain(i18n.t('common:list.sortedAscending'));
    await userEvent.click(screen.getByRole('button', { name: /Age/ }));
    await userEvent.click(screen.getByRole('button', { name: /Age/ }));
    expect(router.state.location.search).toBe('?sort=-age');
    expect(names()).toEqual(['Zarina', 'Bobur', 'Akmal']);
  });

  it('opens on the sort the URL holds', () => {
    setup('/people?sort=-name', answer(PEOPLE));
    expect(names()).toEqual(['Zarina', 'Bobur', 'Akmal']);
  });

  it('does not sort a page of a longer list (its order is the API’s)', () => {
    setup('/people?sort=name', answer(PEOPLE, 30), 3);
    expect(names()).toEqual(['Zarina', 'Akmal', 'Bobur']);
    expect(screen.queryByRole('button', { name: /Name/ })).toBeNull();
  });
});

describe('list kit: the page in the URL', () => {
  it('shows page 2 of the URL, asks the API for page 1, and pages on from the pager', async () => {
    const { router, last } = setup('/people?page=2', answer(PEOPLE, 7), 3);
    expect(last().page).toBe(2);
    expect(last().query).toEqual({ page: 1, limit: 3 });
    expect(screen.getByTestId('list-shown').textContent).toBe(
      i18n.t('common:paging.shown', { from: 4, to: 6, total: 7 }),
    );
    await userEvent.click(screen.getByTestId('pager-next'));
    expect(router.state.location.search).toBe('?page=3');
    expect(last().query).toEqual({ page: 2, limit: 3 });
    await userEvent.click(
      screen.getByRole('button', { name: i18n.t('common:paging.page', { page: 1, pages: 3 }) }),
    );
    expect(router.state.location.search).toBe('');
    expect(last().query).toEqual({ page: 0, limit: 3 });
  });

  it('says "more than" the counted limit for a list the API stopped counting, and pages up to that limit', () => {
    const upTo = listCountedUpTo(1, 20);
    setup('/people?page=2', answer(PEOPLE, upTo + 1), 20);
    expect(screen.getByTestId('list-shown').textContent).toBe(
      i18n.t('common:paging.shownMore', { from: 21, to: 40, total: upTo }),
    );
    const pages = upTo / 20;
    expect(
      screen.getByRole('button', { name: i18n.t('common:paging.page', { page: pages, pages }) }),
    ).toBeDefined();
  });

  it('shows a total the API counted exactly as it is, even past the counted reach', () => {
    const total = listCountedUpTo(1, 20) + 50;
    setup('/people?page=2', answer(PEOPLE, total), 20);
    expect(screen.getByTestId('list-shown').textContent).toBe(
      i18n.t('common:paging.shown', { from: 21, to: 40, total }),
    );
  });

  it('treats a page that is not a positive whole number as page 1', () => {
    const { last } = setup('/people?page=-4', answer(PEOPLE));
    expect(last().page).toBe(1);
    expect(last().query.page).toBe(0);
  });
});

describe('list kit: states', () => {
  it('shows a named loading placeholder, then the empty state, in the interface language; axe accepts both', async () => {
    setup('/people', { data: undefined, isError: false, refetch: () => undefined });
    expect(screen.getByRole('status', { name: i18n.t('common:list.loading') })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('a first-time empty list says what it is for and offers the action that fills it, not "nothing found"', async () => {
    setup('/people?sort=name&page=1', answer([]));
    const empty = screen.getByTestId('list-empty');
    expect(empty.textContent).toContain('The people you invite appear here.');
    expect(within(empty).getByRole('link', { name: 'Invite a person' }).getAttribute('href')).toBe(
      '/people/new',
    );
    expect(empty.textContent).not.toContain(i18n.t('common:list.empty'));
    expect(screen.queryByTestId('list-clear-filters')).toBeNull();
    expect(screen.queryByTestId('people')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('after a search or a filter an empty list says "nothing found" and "clear filters" removes them', async () => {
    const { router } = setup('/people?search=zz&role=ADMIN&sort=name', answer([]));
    const empty = screen.getByTestId('list-empty');
    expect(empty.textContent).toContain(i18n.t('common:list.empty'));
    expect(empty.textContent).not.toContain('The people you invite appear here.');
    await userEvent.click(within(empty).getByRole('button', { name: i18n.t('common:list.clearFilters') }));
    expect(router.state.location.search).toBe('?sort=name');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the error with "try again", which asks again', async () => {
    const refetch = vi.fn();
    setup('/people', { data: undefined, isError: true, refetch });
    expect(screen.getByTestId('list-error').textContent).toContain(i18n.t('common:list.error'));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common:list.retry') }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('renders the rows as a table axe accepts, in a keyboard-scrollable region', async () => {
    setup('/people', answer(PEOPLE));
    expect(screen.getByTestId('people').tagName).toBe('TABLE');
    expect(screen.getByRole('region', { name: 'People' }).getAttribute('tabindex')).toBe('0');
    expect(await axeViolations()).toEqual([]);
  });
});

const NO_PEOPLE = { text: 'The people you invite appear here.' };

/** The people in a ListTable named "People", with the props a test adds. */
function renderTable(props: Partial<ListTableProps<Person>>) {
  render(
    <AppThemeProvider env="test">
      <ListTable records={PEOPLE} columns={COLUMNS} label="People" empty={NO_PEOPLE} {...props} />
    </AppThemeProvider>,
  );
}

describe('list kit: a list in a titled section', () => {
  it('is named by the section heading when it has no label of its own, its scroll region too', () => {
    render(
      <AppThemeProvider env="test">
        <TitledSection title="Invited people">
          <ListTable records={PEOPLE} columns={COLUMNS} empty={NO_PEOPLE} testId="people" />
        </TitledSection>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('table', { name: 'Invited people' })).toBe(screen.getByTestId('people'));
    const regions = screen.getAllByRole('region', { name: 'Invited people' });
    expect(regions.map((r) => r.getAttribute('tabindex'))).toEqual([null, '0']); // the section, the scroll
  });

  it('keeps a label of its own', () => {
    render(
      <AppThemeProvider env="test">
        <TitledSection title="Invited people">
          <ListTable records={PEOPLE} columns={COLUMNS} empty={NO_PEOPLE} label="People" testId="people" />
        </TitledSection>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBe(screen.getByTestId('people'));
  });

  it('as a ListSection: the heading names the list, `above` stands before it and `children` after it', () => {
    render(
      <AppThemeProvider env="test">
        <ListSection
          title="Invited people"
          sectionTestId="invited"
          query={answer(PEOPLE)}
          columns={COLUMNS}
          empty={NO_PEOPLE}
          testId={{ table: 'people', row: 'person-row' }}
          above={<p>Day</p>}
        >
          <button type="button">Invite</button>
        </ListSection>
      </AppThemeProvider>,
    );
    const section = screen.getByTestId('invited');
    expect(within(section).getByRole('heading', { name: 'Invited people' })).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Invited people' });
    const day = within(section).getByText('Day');
    const invite = within(section).getByRole('button', { name: 'Invite' });
    expect(day.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table.compareDocumentPosition(invite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(table).getAllByTestId('person-row')).toHaveLength(3);
  });
});

describe('list kit: keyboard and selection', () => {
  it('gives the table and each row the test ids that `testId` names', () => {
    renderTable({ testId: { table: 'people-list', row: 'person-row' } });
    expect(within(screen.getByTestId('people-list')).getAllByTestId('person-row')).toHaveLength(3);
  });

  it('opens a row with Enter or Space when it has the focus, and with a click', async () => {
    const open = vi.fn();
    renderTable({ rowProps: (p) => ({ 'data-testid': `row-${p.id}` }), onRowOpen: (p) => open(p.name) });
    const row = screen.getByTestId('row-3');
    expect(row.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('row-1'), { key: ' ' });
    await userEvent.click(within(screen.getByTestId('row-2')).getAllByRole('cell')[0]!);
    expect(open.mock.calls).toEqual([['Bobur'], ['Zarina'], ['Akmal']]);
  });

  it('selects rows with checkboxes named by the row', async () => {
    const changes: Person[][] = [];
    renderTable({
      selection: { selected: [], onChange: (rows) => changes.push(rows), rowLabel: (p) => p.name },
    });
    await userEvent.click(
      screen.getByRole('checkbox', { name: i18n.t('common:list.selectRow', { row: 'Bobur' }) }),
    );
    expect(changes.at(-1)?.map((p) => p.id)).toEqual([3]);
    await userEvent.click(screen.getByRole('checkbox', { name: i18n.t('common:list.selectAll') }));
    expect(changes.at(-1)?.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('list kit: CSV of a register', () => {
  it('writes a header of the titles and a line per row, quoting and defusing what a spreadsheet would misread', () => {
    const rows = [
      { id: 1, name: 'Oʻrinov, "Aka"', age: 40 },
      { id: 2, name: '=HYPERLINK("x")', age: null },
    ];
    const columns: ListColumn<(typeof rows)[number]>[] = [
      ...COLUMNS,
      { key: 'actions', title: 'Actions', render: () => 'button', csv: false },
    ];
    expect(toCsv(rows, columns)).toBe(
      ['Name,Age', '"Oʻrinov, ""Aka""",40', `"'=HYPERLINK(""x"")",`].join('\r\n'),
    );
  });

  it('downloads the rows shown as <name>.csv from the list’s button', async () => {
    const saved: { name: string; text: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => saved.push({ name: '', text }));
      return 'blob:csv';
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, text: '' });
    });
    setup('/people', answer(PEOPLE));
    await userEvent.click(screen.getByTestId('list-csv'));
    await vi.waitFor(() => expect(saved.some((s) => s.text)).toBe(true));
    expect(saved.find((s) => s.name)?.name).toBe('people.csv');
    expect(saved.find((s) => s.text)?.text).toBe('\uFEFF' + toCsv(PEOPLE, COLUMNS));
    click.mockRestore();
  });
});

describe('list kit: cards', () => {
  /** The people as cards; with `columns` the list also has a table (the phone layout of a register). */
  function renderCards(columns?: ListColumn<Person>[]) {
    function Screen() {
      const list = useListUrl({ limit: 20 });
      return (
        <DataList
          query={answer(PEOPLE)}
          list={list}
          columns={columns}
          label="People"
          testId="people-table"
          empty={NO_PEOPLE}
          layout="cards"
          cards={{ render: (p) => p.name }}
        />
      );
    }
    render(
      <AppThemeProvider env="test">
        <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
      </AppThemeProvider>,
    );
  }

  it('names a list shown only as cards with its test id', () => {
    renderCards();
    expect(within(screen.getByTestId('people-table')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a register as cards from its first render in a window narrower than a table needs', () => {
    // A phone: the box is not measured yet (no layout here), the window is what says it is narrow.
    const wide = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: CARDS_BELOW - 1 });
    try {
      setup('/people', answer(PEOPLE));
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getAllByTestId('person-row').map((row) => row.tagName)).toEqual(['LI', 'LI', 'LI']);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: wide });
    }
  });

  it('does not give the cards of a list that has a table the table’s test id', () => {
    renderCards(COLUMNS);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByTestId('people-table')).toBeNull();
  });
});
