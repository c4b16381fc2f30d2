/**
 * A row's action button (allow, cancel, restrict…): small, with its icon, and named with the row it acts
 * on ("Restrict: Advokatlik byurosi") so that a screen reader's list of buttons tells them apart. Which
 * actions a row offers comes from the DTO's `can` (the policy), never from the screen.
 */
import { Button } from '@mantine/core';
import type { ComponentType } from 'react';
import { useDangerColor } from '../ui';

export function RowAction({
  label,
  row,
  icon: Icon,
  onClick,
  loading,
  color,
  danger = false,
  variant = 'outline',
  testId,
}: {
  label: string;
  /** The row's name, in the accessible name. */
  row: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  onClick: () => void;
  loading?: boolean;
  color?: string;
  /** An action that takes something away (cancel, restrict): the theme's danger colour. */
  danger?: boolean;
  variant?: 'outline' | 'filled';
  testId?: string;
}) {
  const dangerColor = useDangerColor();
  return (
    <Button
      size="xs"
      color={danger ? dangerColor : color}
      variant={variant}
      leftSection={<Icon size={16} aria-hidden="true" />}
      loading={loading}
      onClick={onClick}
      aria-label={`${label}: ${row}`}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
