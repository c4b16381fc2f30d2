/**
 * Small building blocks that keep every theme readable (WCAG AA contrast): the colour of destructive
 * buttons (a dark red in USUAL, the theme's own colour in BLIND and BLIND2), the colour of error texts,
 * and a table container that scrolls sideways on narrow screens and can be scrolled by keyboard. The
 * status badge is the kit's (apps/web/src/kit/status-badge.tsx).
 */
import { Alert, type AlertProps, Table } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useA11yTheme } from '../theme/app-theme-provider';

/** The colour of destructive actions (block, cancel, restrict) in the current theme. */
export function useDangerColor(): string | undefined {
  const { theme } = useA11yTheme();
  return theme === 'USUAL' ? 'red.9' : undefined;
}

/** The colour of error texts (alerts): dark red on light themes, light red on the black BLIND2. */
export function useErrorColor(): string {
  const { theme } = useA11yTheme();
  return theme === 'BLIND2' ? '#ff9b9b' : '#a61b1b';
}

/**
 * An alert of a failure or a refusal: outlined, in the error colour of the current theme, with the
 * warning icon unless given another, and announced (role alert) when it appears.
 */
export function ErrorAlert(props: Omit<AlertProps, 'color' | 'variant'> & { 'data-testid'?: string }) {
  return (
    <Alert
      color={useErrorColor()}
      variant="outline"
      icon={<IconAlertTriangle aria-hidden="true" />}
      role="alert"
      {...props}
    />
  );
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
