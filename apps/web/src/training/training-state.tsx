/** A training certificate's decision as a badge: confirmed, refused (with the chamber's reason), or waiting. */
import { Stack, Text } from '@mantine/core';
import type { TrainingCertificateItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../kit/status-badge';

export function TrainingState({ certificate: c }: { certificate: TrainingCertificateItem }) {
  const { t } = useTranslation('lawyer-record');
  if (c.confirmedAt)
    return (
      <ToneBadge tone="good" testId="training-state">
        {t('training.confirmed')}
      </ToneBadge>
    );
  if (c.refusedAt)
    return (
      <Stack gap={2}>
        <ToneBadge tone="bad" testId="training-state">
          {t('training.refused')}
        </ToneBadge>
        <Text size="sm" data-testid="training-refuse-reason">
          {c.refuseReason}
        </Text>
      </Stack>
    );
  return (
    <ToneBadge tone="progress" testId="training-state">
      {t('training.waiting')}
    </ToneBadge>
  );
}
