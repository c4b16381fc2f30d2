/**
 * The lawyer's training hours per year against the required hours (a card per year with a progress bar),
 * shown on /lawyer-profile/yumom-certificate and /profile/yumom.
 */
import { Card, Progress, SimpleGrid, Text } from '@mantine/core';
import type { TrainingYear } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function YearHours({ years, testId }: { years: readonly TrainingYear[]; testId: string }) {
  const { t } = useTranslation('lawyer-record');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid={`${testId}-years`}>
      {years.map((y) => {
        const hours = t('training.yearHours', { confirmed: y.confirmedHours, required: y.requiredHours });
        return (
          <Card
            key={y.year}
            withBorder
            radius="md"
            padding="md"
            data-testid={`${testId}-year`}
            data-year={y.year}
          >
            <Text fw={600}>{y.year}</Text>
            <Text size="sm" data-testid={`${testId}-year-hours`}>
              {hours}
            </Text>
            {y.pendingHours > 0 && (
              <Text size="sm">{t('training.yearPending', { hours: y.pendingHours })}</Text>
            )}
            <Progress
              mt="xs"
              value={Math.min(100, (100 * y.confirmedHours) / y.requiredHours)}
              aria-label={`${y.year}: ${hours}`}
            />
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
