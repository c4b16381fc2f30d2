/** A lawyer's or a license's status as a coloured badge with its text (colour is never the only cue). */
import { Badge } from '@mantine/core';
import type { LawyerStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useA11yTheme } from '../theme/app-theme-provider';

/** Dark enough for white text at 4.5:1 or more in every theme. */
export const BADGE_COLOR = { good: '#1b6330', warn: '#8a4500', off: '#495057', bad: '#a61b1b' } as const;

/** The colour of error texts (alerts): dark red on light themes, light red on the black BLIND2. */
export function useErrorColor(): string {
  const { theme } = useA11yTheme();
  return theme === 'BLIND2' ? '#ff9b9b' : BADGE_COLOR.bad;
}

const COLOR: Record<LawyerStatus, string> = {
  ACTIVE: BADGE_COLOR.good,
  INACTIVE_TEMPORARY: BADGE_COLOR.warn,
  INACTIVE_PERMANENT: BADGE_COLOR.off,
};

export function StatusBadge({ status }: { status: LawyerStatus }) {
  const { t } = useTranslation('public');
  return (
    <Badge color={COLOR[status]} c="#ffffff" variant="filled" radius="sm" data-status={status}>
      {t(`lawyerStatus.${status}`)}
    </Badge>
  );
}
