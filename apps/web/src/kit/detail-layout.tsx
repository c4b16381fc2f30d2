/**
 * The one layout of a workflow item's page (an order, an investigator request, a checklist, an appeal,
 * …): a summary card (the status badge and what goes with it, notices, the actions the item's `can`
 * allows), the item's fields in titled sections, and its history as a timeline of who did what, when,
 * from which status to which, and why. A record screen is these pieces filled from its DTO.
 */
import {
  Button,
  type ButtonVariant,
  Card,
  Group,
  type MantineSpacing,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { StatusHistoryItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconPoint } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Field, FieldList } from './field-list';
import { useDangerColor } from './ui';
import { useDisplayName } from '../i18n/display-name';
import { type ActionIcon, actionIcon } from './action-icon';
import { useStatusLabel } from './status-badge';
import { TitledSection } from './titled-section';
import { type Confirm, Confirmed } from './confirm-button';

export type { Field };
export { TitledSection };

/** A titled group of an item's fields. Fields given as `false` (not applicable) are left out. */
export function FieldSection({
  title,
  fields,
  cols,
  children,
}: {
  title: string;
  fields: (Field | false | null | undefined)[];
  cols?: number;
  children?: ReactNode;
}) {
  return (
    <TitledSection title={title}>
      <FieldList fields={fields.filter((f): f is Field => !!f)} cols={cols} />
      {children}
    </TitledSection>
  );
}

/** One step of an item's history, as the timeline shows it. */
export interface HistoryEntry {
  at: string;
  /** What happened (the event, or the action of an account's history). */
  what: string;
  who: string;
  from?: string | null;
  to?: string | null;
  /** The reason or comment given. */
  why?: string | null;
  /** Data attributes of the row (`data-event`, `data-to`) for tests and styles. */
  attributes?: Record<`data-${string}`, string>;
}

/** The history of an item, oldest first: an ordered list, each step with when, who, what and why. */
export function HistoryTimeline({
  title,
  empty,
  entries,
  testId = 'history',
}: {
  title: string;
  empty: string;
  entries: readonly HistoryEntry[];
  testId?: string;
}) {
  return (
    <TitledSection title={title}>
      {entries.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
          {entries.map((e, i) => (
            <Group
              component="li"
              key={i}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-testid="history-row"
              {...e.attributes}
            >
              <ThemeIcon variant="light" radius="xl" size="sm" mt={2} aria-hidden="true">
                <IconPoint size={14} />
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {e.what}
                  {e.to ? `: ${e.from ? `${e.from} → ` : ''}${e.to}` : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(e.at)} · {e.who}
                </Text>
                {e.why && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {e.why}
                  </Text>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}

/** The status history of a workflow item (packages/contracts `statusHistoryItem`) as a timeline. */
export function StatusHistory({ history }: { history: readonly StatusHistoryItem[] }) {
  const displayName = useDisplayName();
  const status = useStatusLabel();
  const { t } = useTranslation('legal-aid-screens');
  const entries = history.map((h): HistoryEntry => ({
    at: h.at,
    what: t(`event.${h.event}`, { defaultValue: h.event }),
    who: displayName(h.actorName) ?? t(`common:role.${h.actorRole}`, { defaultValue: t('history.system') }),
    from: h.fromStatus ? status(h.fromStatus) : null,
    to: status(h.toStatus),
    why: h.comment,
    attributes: { 'data-event': h.event, 'data-to': h.toStatus },
  }));
  return <HistoryTimeline title={t('history.title')} empty={t('history.empty')} entries={entries} />;
}

/** One action of an item, as its `can` allows it: a button that runs something or a link. */
export interface ItemAction {
  /**
   * Shown only while this holds (the DTO's `can.*`, or a value that must be there, such as a linked
   * record's id): null, undefined, 0, '' and false hide the action. An action without `when` always shows.
   */
  when?: unknown;
  label: string;
  icon: ActionIcon;
  testId?: string;
  onClick?: () => void;
  to?: string;
  loading?: boolean;
  variant?: ButtonVariant;
  color?: string;
  /** A step that takes something away (delete): the theme's danger colour (kit/ui.tsx). */
  danger?: boolean;
  /** A step that cannot be undone (delete): asked first, instead of `onClick`. */
  confirm?: Confirm;
}

/**
 * The actions of an item (or the links under a page's heading, `mb="lg"`) in a row that wraps; `children`
 * adds the ones with a dialog (ReasonAction).
 */
export function ItemActions({
  actions,
  testId,
  mb,
  children,
}: {
  actions: ItemAction[];
  testId?: string;
  /** The space under the row. */
  mb?: MantineSpacing;
  children?: ReactNode;
}) {
  const danger = useDangerColor();
  return (
    <Group gap="sm" wrap="wrap" mb={mb} data-testid={testId}>
      {actions
        .filter((a) => !('when' in a) || Boolean(a.when))
        .map((a) => {
          const look = {
            variant: a.variant,
            color: a.danger ? danger : a.color,
            leftSection: actionIcon(a.icon),
            'data-testid': a.testId,
          };
          if (a.confirm)
            return (
              <Confirmed
                key={a.label}
                confirm={a.confirm}
                label={a.label}
                button={(open) => (
                  <Button loading={a.loading} onClick={open} {...look}>
                    {a.label}
                  </Button>
                )}
              />
            );
          return a.to ? (
            <Button key={a.label} component={Link} to={a.to} {...look}>
              {a.label}
            </Button>
          ) : (
            <Button key={a.label} loading={a.loading} onClick={a.onClick} {...look}>
              {a.label}
            </Button>
          );
        })}
      {children}
    </Group>
  );
}

/**
 * A workflow item's page: `attributes` mark the whole (`data-status`, `data-order-id`) for tests; the
 * summary card holds `status` (the badge and what goes beside it), `notices` and `actions`; then the
 * sections (`children`) and the history.
 */
export function DetailLayout({
  testId,
  attributes,
  status,
  notices,
  actions,
  history,
  children,
}: {
  testId: string;
  attributes?: Record<`data-${string}`, string | number>;
  status: ReactNode;
  notices?: ReactNode;
  actions?: ReactNode;
  history?: readonly StatusHistoryItem[];
  children: ReactNode;
}) {
  return (
    <Stack gap="xl" data-testid={testId} {...attributes}>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            {status}
          </Group>
          {notices}
          {actions}
        </Stack>
      </Card>
      {children}
      {history && <StatusHistory history={history} />}
    </Stack>
  );
}
