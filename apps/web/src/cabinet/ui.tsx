/**
 * Small building blocks of the cabinet screens that keep every theme readable (WCAG AA contrast):
 * a status badge whose text is the normal text colour (a coloured dot carries the hint), the colour of
 * destructive buttons (a dark red in USUAL, the theme's own colour in BLIND and BLIND2), and a table
 * container that scrolls sideways on narrow screens and can be scrolled by keyboard.
 */
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useA11yTheme } from '../theme/app-theme-provider';

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
    <Badge variant="dot" color={color} size="lg" tt="none" fw={600} data-testid={testId}>
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
