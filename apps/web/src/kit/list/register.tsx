/**
 * A cabinet register written once, as a definition the kit renders: the list call and its filters, the
 * filter form's fields, the columns, the CSV and the test ids. A page is its definition plus what is
 * really its own: the row actions that call its mutations, its buttons and its dialogs.
 *
 *   export const USERS = defineRegister({
 *     name: 'users',                      // filters `users`, table `users-table`, each row `users-row`
 *     texts: 'admin:users',               // heading, lead, filters' label, empty list's text
 *     call: api.admin.userList,
 *     filters: ['search', 'role'],        // URL parameters given to the call (what "Reset" clears)
 *     fields: ({ t }) => <Filter.Search label={t('users.search')} />,
 *     columns: ({ t, displayName }) => [{ key: 'name', title: t('users.name'), … }],
 *     csv: 'users',
 *   });
 *   export function UsersPage() {
 *     return <Register of={USERS} />;
 *   }
 */
import type { SimpleGridProps } from '@mantine/core';
import type { AnyCall, CallAnswer } from '@portal/contracts';
import type { Permission } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DerivedCall } from '../../api/api';
import { useCurrentAccount } from '../../api/identity';
import type { UrlFilters } from '../../api/call';
import { useDisplayName } from '../../i18n/display-name';
import { useStatusLabel } from '../status-badge';
import { column } from './column-kinds';
import type { ListColumn } from './columns';
import type { ListPage, ListQueryResult } from './data-list';
import type { EmptyState } from './list-states';
import { RegisterPage } from './register-page';
import type { UrlState } from './url-state';
import { useRegister } from './use-register';

/** A row of a list call's answer (`{ list: T[], total }`). */
export type RowOf<C extends AnyCall> = CallAnswer<C> extends { list: readonly (infer T)[] } ? T : never;

/** What a definition's functions are given: the register's messages and the labels every list uses. */
export interface RegisterTools {
  /** The messages of the register's namespace (`texts`); another namespace's as `ns:key`. */
  t: TFunction;
  displayName: ReturnType<typeof useDisplayName>;
  statusLabel: ReturnType<typeof useStatusLabel>;
  /** Whether the signed-in person holds a permission (a filter only some may use). */
  holds: (permission: Permission) => boolean;
}

export interface RegisterDefinition<C extends AnyCall, T = RowOf<C>> {
  /** The register's name in its test ids: filters `<name>`, table `<name>-table`, each row `<name>-row`. */
  name: string;
  /**
   * Its messages, `<namespace>:<group>`: the heading `<group>.title`, the lead `<group>.lead` where there
   * is one, the filters' label `<group>.filters` and the empty list's text `emptyList.<group>`.
   */
  texts: string;
  /** Other namespaces its messages read (`public` for `t('public:legislationKind.LAW')`). */
  namespaces?: readonly string[];
  /** Keys of the namespace where the register's messages are not the group's (`title`, `filters`). */
  keys?: { title?: string; lead?: string; filters?: string };
  /** The list call, asked with the filters and the page. */
  call: DerivedCall<C>;
  /** URL parameters given to the call as they are (those "Reset" clears), or a function reading them. */
  filters?: readonly string[] | ((url: UrlState) => UrlFilters);
  /** Rows of a page (LIST_PAGE_SIZE by default). */
  limit?: number;
  /** The filter form's fields (`Filter.*`) and its grid. */
  fields?: (tools: RegisterTools) => ReactNode;
  cols?: SimpleGridProps['cols'];
  columns: (tools: RegisterTools) => ListColumn<T>[];
  /** The empty list's text and link, where they are not `emptyList.<group>` alone. */
  empty?: (tools: RegisterTools) => EmptyState;
  /** A "CSV" button saves the rows shown as `<csv>.csv`. */
  csv?: string;
  rowKey?: string;
  /** A row's other attributes (`data-status`…). */
  rowProps?: (row: T) => Record<string, unknown>;
  /** A row opens its record's page (click, Enter or Space): the page's path. */
  opens?: (row: T) => string;
}

/** A register's definition, its rows typed from its call's answer. */
export function defineRegister<C extends AnyCall>(definition: RegisterDefinition<C>) {
  return definition;
}

/** The row actions of a page (they call its mutations, open its dialogs): the last column. */
type RowActions<T> = Parameters<typeof column.actions<T>>[0];

export function Register<C extends AnyCall, T = RowOf<C>>({
  of,
  rowActions,
  actions,
  lead,
  children,
}: {
  of: RegisterDefinition<C, T>;
  rowActions?: RowActions<T>;
  /** The page's own buttons and links, between the heading and the filters. */
  actions?: ReactNode;
  /** A lead of the page's own (what the namespace's lead cannot say), or one drawn from the answer. */
  lead?: ReactNode | ((answer: CallAnswer<C> | undefined) => ReactNode);
  /** After the list: the dialogs the row actions open. */
  children?: ReactNode;
}) {
  const [ns, group] = of.texts.split(':');
  const { t } = useTranslation([ns!, ...(of.namespaces ?? [])]);
  const held = useCurrentAccount().data?.permissions;
  const tools: RegisterTools = {
    t,
    displayName: useDisplayName(),
    statusLabel: useStatusLabel(),
    holds: (permission) => held?.includes(permission) ?? false,
  };
  const navigate = useNavigate();
  const { list, query } = useRegister(of.call, of.filters ?? [], { limit: of.limit });
  const { opens, keys } = of;
  return (
    <RegisterPage<ListPage<T>>
      texts={of.texts}
      register={of.name}
      title={keys?.title && t(keys.title)}
      lead={typeof lead === 'function' ? lead(query.data) : (lead ?? (keys?.lead && t(keys.lead)))}
      actions={actions}
      filters={
        of.fields && {
          cols: of.cols,
          fields: of.fields(tools),
          label: keys?.filters && t(keys.filters),
        }
      }
      list={list}
      // The call's answer is a page of its rows (RowOf).
      query={query as ListQueryResult<ListPage<T>>}
      columns={[...of.columns(tools), ...(rowActions ? [column.actions(rowActions)] : [])]}
      empty={of.empty?.(tools) ?? { text: t(`emptyList.${group}`) }}
      csv={of.csv}
      rowKey={of.rowKey}
      rowProps={of.rowProps}
      onRowOpen={opens && ((row) => void navigate(opens(row)))}
    >
      {children}
    </RegisterPage>
  );
}
