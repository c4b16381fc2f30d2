/**
 * Columns most registers have, written once: a yes/no state shown as a badge (allowed, restricted,
 * blocked), a workflow status, and the row's actions (the buttons the DTO's `can` allows, each named with its row).
 */
import { Group, Text } from '@mantine/core';
import type { StatusKind, StatusTone } from '@portal/domain';
import { StatusBadge, ToneBadge } from '../status-badge';
import type { ListColumn } from './columns';
import { RowAction } from './row-action';
import { type Confirm, Confirmed } from '../confirm-button';

/**
 * A yes/no state of a row (allowed, restricted, blocked), written once for its column and its filter
 * (`<Filter.YesNo flag={…} />`: `key` is both the column and the URL parameter, `true` / `false`).
 */
export interface YesNoFlag<T> {
  key: string;
  title: string;
  on: (row: T) => boolean;
  yes: string;
  no: string;
  /** The badge's tone when yes, when no. */
  tones?: [StatusTone, StatusTone];
  /** A line under the badge (the reason of a restriction), also written into the CSV after the state. */
  note?: (row: T) => string | null | undefined;
  /** The badge's test id. */
  testId?: string;
}

/** The column of a yes/no state: a badge reading `yes` or `no` (`<Filter.YesNo flag={column} />` filters by it). */
function flagColumn<T>({
  key,
  title,
  on,
  yes,
  no,
  tones = ['good', 'bad'],
  note,
  testId,
}: YesNoFlag<T>): ListColumn<T> & Pick<YesNoFlag<T>, 'yes' | 'no'> {
  const label = (row: T) => (on(row) ? yes : no);
  return {
    yes,
    no,
    key,
    title,
    value: label,
    sortable: true,
    ...(note && { csv: (row: T) => [label(row), note(row)].filter(Boolean).join(': ') }),
    render: (row) => (
      <>
        <ToneBadge tone={on(row) ? tones[0] : tones[1]} testId={testId}>
          {label(row)}
        </ToneBadge>
        {note?.(row) && (
          <Text size="xs" c="dimmed" mt={4}>
            {note(row)}
          </Text>
        )}
      </>
    ),
  };
}

export type RowActionSpec = {
  /** false: the row does not offer it (from the DTO's `can`). */
  when: boolean | undefined;
  label: string;
  icon: Parameters<typeof RowAction>[0]['icon'];
  loading?: boolean;
  danger?: boolean;
  variant?: 'outline' | 'filled';
  testId: string;
} & (
  | { onClick: () => void; confirm?: never }
  /** A step that cannot be undone (delete, cancel, take off the site): asked first. */
  | { confirm: Confirm; onClick?: never }
);

/** The row's actions, left out of the CSV; each button's accessible name ends with `name(row)`. */
function actionsColumn<T>({
  title,
  name,
  actions,
  key = 'action',
}: {
  title: string;
  name: (row: T) => string;
  actions: (row: T) => RowActionSpec[];
  key?: string;
}): ListColumn<T> {
  return {
    key,
    title,
    csv: false,
    render: (row) => (
      <Group gap="xs">
        {actions(row)
          .filter((action) => action.when)
          .map(({ when: _, confirm, onClick, ...action }) =>
            confirm ? (
              <Confirmed
                key={action.testId}
                confirm={confirm}
                label={action.label}
                button={(open) => <RowAction row={name(row)} {...action} onClick={open} />}
              />
            ) : (
              <RowAction key={action.testId} row={name(row)} {...action} onClick={onClick} />
            ),
          )}
      </Group>
    ),
  };
}

/**
 * A workflow status: the badge (tone from packages/domain STATUS_TONE), the label as the plain value
 * (`label` from `useStatusLabel()`); a row without the status shows nothing.
 */
function statusColumn<T>({
  title,
  status,
  label,
  kind,
  key = 'status',
  sortable = true,
}: {
  title: string;
  status: (row: T) => string | null | undefined;
  label: (status: string, kind?: StatusKind) => string;
  kind?: StatusKind;
  key?: string;
  sortable?: boolean;
}): ListColumn<T> {
  return {
    key,
    title,
    sortable,
    value: (row) => {
      const value = status(row);
      return value ? label(value, kind) : undefined;
    },
    render: (row) => {
      const value = status(row);
      return value ? <StatusBadge status={value} kind={kind} /> : null;
    },
  };
}

/** The column kinds, the one way to write them: `column.flag(…)`, `column.status(…)`, `column.actions(…)`. */
export const column = { flag: flagColumn, status: statusColumn, actions: actionsColumn };
