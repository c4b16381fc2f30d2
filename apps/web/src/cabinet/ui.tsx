/**
 * Small building blocks of the cabinet screens that keep every theme readable (WCAG AA contrast):
 * a status badge whose text is the normal text colour (a coloured dot carries the hint), the colour of
 * destructive buttons (a dark red in USUAL, the theme's own colour in BLIND and BLIND2), and a table
 * container that scrolls sideways on narrow screens and can be scrolled by keyboard.
 */
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useA11yTheme } from '../theme/app-theme-provider';

/**
 * A status is never cut off: Mantine's badge keeps its label on one line and clips it with an ellipsis
 * when a row is tight (a card beside a long link, a narrow column), so a long status ("Kelishishga
 * yuborilgan") showed as "Kelishishga yu…". Here the label wraps at word breaks and the badge grows.
 */
const STATUS_BADGE_STYLES = {
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

export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: 'good' | 'bad' | 'neutral';
  children: ReactNode;
  testId?: string;
}) {
  const color = tone === 'good' ? 'green.8' : tone === 'bad' ? 'red.8' : 'gray.6';
  return (
    <Badge
      variant="dot"
      color={color}
      size="lg"
      tt="none"
      fw={600}
      styles={STATUS_BADGE_STYLES}
      data-testid={testId}
    >
      {children}
    </Badge>
  );
}

/** The colour of destructive actions (block, cancel, restrict) in the current theme. */
export function useDangerColor(): string | undefined {
  const { theme } = useA11yTheme();
  return theme === 'USUAL' ? 'red.9' : undefined;
}

export function ScrollTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
