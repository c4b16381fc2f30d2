/**
 * The one status badge of the portal. `StatusBadge` shows any workflow's status (orders, investigator
 * requests, checklists, appeals, reports, licenses, …): its tone comes from the one table of
 * packages/domain (`STATUS_TONE`), its label from `common:status` (packages/i18n, four languages; a kind
 * may say it its own way: `common:status.lawyer.ACTIVE`). `ToneBadge` is the same badge for a state that
 * is no workflow status (a blocked account, a restricted structure).
 *
 * Readable in every theme: the text has the normal text colour (WCAG AA in USUAL, BLIND and BLIND2) and a
 * coloured dot only hints at the tone. Never cut off: Mantine's badge keeps its label on one line and
 * clips it with an ellipsis in a tight row ("Kelishishga yu…"); here the label wraps
 * at word breaks and the badge grows to hold it.
 */
import { Badge } from '@mantine/core';
import { type StatusKind, statusTone, type StatusTone } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TONE_COLOR: Record<StatusTone, string> = {
  good: 'green.8',
  bad: 'red.8',
  warn: 'orange.8',
  progress: 'blue.7',
  neutral: 'gray.6',
};

const NEVER_CUT = {
  root: {
    height: 'auto',
    minHeight: 'var(--badge-height)',
    maxWidth: '100%',
    overflow: 'visible',
    paddingBlock: 2,
    lineHeight: 1.3,
  },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'start' },
} as const;

export function ToneBadge({
  tone,
  children,
  testId,
}: {
  tone: StatusTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Badge
      variant="dot"
      color={TONE_COLOR[tone]}
      size="lg"
      tt="none"
      fw={600}
      styles={NEVER_CUT}
      data-testid={testId}
      data-tone={tone}
    >
      {children}
    </Badge>
  );
}

/** The label of a status in the current language (for a filter's options, a history row, a sentence). */
export function useStatusLabel(): (status: string, kind?: StatusKind) => string {
  const { t } = useTranslation('common');
  return (status, kind) =>
    t(kind ? [`status.${kind}.${status}`, `status.${status}`] : `status.${status}`, { defaultValue: status });
}

export function StatusBadge({
  status,
  kind,
  testId,
}: {
  status: string;
  kind?: StatusKind;
  testId?: string;
}) {
  const label = useStatusLabel();
  return (
    <span data-status={status}>
      <ToneBadge tone={statusTone(status)} testId={testId}>
        {label(status, kind)}
      </ToneBadge>
    </span>
  );
}
