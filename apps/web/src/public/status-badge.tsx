/** A lawyer's or a license's status as a coloured badge with its text (colour is never the only cue). */
import { Badge } from '@mantine/core';
import type { LawyerStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLOR: Record<LawyerStatus, string> = {
  ACTIVE: 'green.9',
  INACTIVE_TEMPORARY: 'orange.9',
  INACTIVE_PERMANENT: 'gray.8',
};

export function StatusBadge({ status }: { status: LawyerStatus }) {
  const { t } = useTranslation('public');
  return (
    <Badge color={COLOR[status]} variant="filled" radius="sm" data-status={status}>
      {t(`lawyerStatus.${status}`)}
    </Badge>
  );
}
