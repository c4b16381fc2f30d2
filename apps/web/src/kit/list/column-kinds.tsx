/**
 * Columns most registers have, written once: a yes/no state shown as a badge (allowed, restricted,
 * blocked), a workflow status, and the row's actions (the buttons the DTO's `can` allows, each named with its row).
 */
import { Group, Text } from '@mantine/core';
import type { StatusKind, StatusTone } from '@portal/domain';
import type { TFunction } from 'i18next';
import { StatusBadge, ToneBadge } from '../status-badge';
import type { ListColumn } from './columns';
import { RowAction } from './row-action';
import { type Confirm, Confirmed } from '../confirm-button';

/** The labels of a yes/no state, by convention the `flag.<key>` group (`title`, `yes`, `no`) of the screen's namespace. */
export function flagLabels(t: TFunction, key: string) {
  return { key, title: t(`flag.${key}.title`), yes: t(`flag.${key}.yes`), no: t(`flag.${key}.no`) };
}

/**
 * A yes/no state of a row (allowed, restricted, blocked), written once for its column and its filter
 * (`<Filter.YesNo flag={…} />`: `key` is both the column and the URL parameter, `true` / `false`).
 */
export interface YesNoFlag<T> {
  key: string;
  /** The screen's translator: the column's title and the badge's labels are its `flag.<key>` group. */
  t: TFunction;
  on: (row: T) => boolean;
  /** The badge's tone when yes, when no. */
  tones?: [StatusTone, StatusTone];
  /** A line under the badge (the reason of a restriction), also written into the CSV after the state. */
  note?: (row: T) => string | null | undefined;
  /** The badge's test id. */
  testId?: string;
}

/** One record's yes/no state as the badge its list shows (labels from `flag.<key>`, see `flagLabels`). */
export function FlagBadge({
  t,
  flag,
  on,
  tones = ['good', 'bad'],
  testId,
}: {
  t: TFunction;
  flag: string;
  on: boolean;
  tones?: [StatusTone, StatusTone];
  testId?: string;
}) {
  const { yes, no } = flagLabels(t, flag);
  return (
    <ToneBadge tone={on ? tones[0] : tones[1]} testId={testId}>
      {on ? yes : no}
    </ToneBadge>
  );
}

/** The column of a yes/no state: a badge reading `yes` or `no` (`<Filter.YesNo flag={column} />` filters by it). */
function flagColumn<T>({ key, t, on, tones, note, testId }: YesNoFlag<T>) {
  const { title, yes, no } = flagLabels(t, key);
  const label = (row: T) => (on(row) ? yes : no);
  const flag: ListColumn<T> & { yes: string; no: string } = {
    yes,
    no,
    key,
    title,
    value: label,
    sortable: true,
    ...(note && { csv: (row: T) => [label(row), note(row)].filter(Boolean).join(': ') }),
    render: (row) => (
      <>
        <FlagBadge t={t} flag={key} on={on(row)} tones={tones} testId={testId} />
        {note?.(row) && (
          <Text size="xs" c="dimmed" mt={4}>
            {note(row)}
          </Text>
        )}
      </>
    ),
  };
  return flag;
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

interface StatusColumn {
  title: string;
  label: (status: string, kind?: StatusKind) => string;
  kind?: StatusKind;
  key?: string;
  sortable?: boolean;
}

type StatusOf<T> = (row: T) => string | null | undefined;

/**
 * A workflow status: the badge (tone from packages/domain STATUS_TONE), the label as the plain value
 * (`label` from `useStatusLabel()`); a row without the status shows nothing. The status is the row's own
 * `status` unless `status` reads another (a request's checklist status, a certificate's expiry).
 */
function statusColumn<T>(spec: StatusColumn & { status: StatusOf<T> }): ListColumn<T>;
function statusColumn<T extends { status?: string | null }>(
  spec: StatusColumn & { status?: never },
): ListColumn<T>;
function statusColumn<T>({
  title,
  status = (row) => (row as { status?: string | null }).status,
  label,
  kind,
  key = 'status',
  sortable = true,
}: StatusColumn & { status?: StatusOf<T> }): ListColumn<T> {
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
