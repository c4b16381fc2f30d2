/**
 * The recorded draws of a request (docs/domain.md "The pick"): per round the candidates with their
 * accepted requests this month and weights, the seed, the total weight, the point, who was picked, what
 * became of it, and the portal's re-check of the record. Enough for a chamber or the investigator to
 * redo the draw by hand: ticket = first 6 bytes of SHA-256(seed), point = ticket × total / 2^48.
 * Each round reads first as a sentence ("drawn at … from N duty lawyers of … region: … was picked") with
 * the re-check's verdict; the record itself (seed, weights, point, candidates) opens on demand, and the
 * seed wraps, so nothing overflows a phone's width.
 */
import { Alert, Badge, Box, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DrawItem } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconCircleCheck } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../kit/field-list';
import { useDisplayName } from '../i18n/display-name';
import { type ListColumn, ListTable } from '../kit/list';

type Candidate = DrawItem['candidates'][number];

/**
 * The columns a draw's candidates and the duty preview of a new request share: the lawyer (`name` as
 * text for sorting, `cell` as shown), the requests accepted this month and the weight in the draw.
 */
export function dutyLawyerColumns<T extends { acceptedThisMonth: number; weight: number }>(
  t: TFunction<'legal-aid-screens'>,
  lawyer: { name: (row: T) => string; cell: (row: T) => ReactNode },
): ListColumn<T>[] {
  return [
    { key: 'lawyer', title: t('draw.lawyer'), value: lawyer.name, render: lawyer.cell },
    { key: 'acceptedThisMonth', title: t('draw.acceptedThisMonth') },
    { key: 'weight', title: t('draw.weight') },
  ];
}

function Draw({ draw, regionName }: { draw: DrawItem; regionName: string }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const [recordOpen, record] = useDisclosure(false);
  const recordId = useId();
  // Each candidate's range of points: [sum of the weights before it, that sum + its weight − 1].
  const starts = new Map(
    draw.candidates.map((c, i) => [c, draw.candidates.slice(0, i).reduce((sum, b) => sum + b.weight, 0)]),
  );
  const picked = displayName(draw.pickedLawyer?.fullName);
  return (
    <Card
      withBorder
      padding="md"
      data-testid="draw-round"
      data-round={draw.round}
      data-outcome={draw.outcome}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {t('draw.round', { round: draw.round })}
          </Title>
          <Badge variant="outline" color="gray" tt="none" size="lg">
            {t(`draw.outcome.${draw.outcome}`, { defaultValue: draw.outcome })}
          </Badge>
        </Group>
        <Text data-testid="draw-summary">
          {picked
            ? t('draw.summary', {
                at: formatDateTime(draw.createdAt),
                count: draw.candidates.length,
                region: regionName,
                lawyer: picked,
              })
            : t('draw.summaryNobody', { at: formatDateTime(draw.createdAt), region: regionName })}
        </Text>
        <FieldList
          cols={3}
          fields={[
            { label: t('draw.dutyDate'), value: formatDate(draw.dutyDate) },
            {
              label: t('draw.picked'),
              value: picked ?? t('draw.nobody'),
              testId: 'draw-picked',
            },
            { label: t('draw.deadline'), value: formatDateTime(draw.acceptDeadlineAt) },
            { label: t('draw.ended'), value: formatDateTime(draw.endedAt) },
          ]}
        />
        {draw.recheck.valid ? (
          <Group gap="xs" wrap="nowrap" data-testid="draw-recheck-ok">
            <IconCircleCheck size={20} aria-hidden="true" />
            <Text size="sm">{t('draw.recheckOk')}</Text>
          </Group>
        ) : (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            data-testid="draw-recheck-bad"
          >
            {t('draw.recheckBad')} {draw.recheck.problems.join('; ')}
          </Alert>
        )}
        <Box>
          <ActionButton
            icon={recordOpen ? IconChevronUp : IconChevronDown}
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={record.toggle}
            aria-expanded={recordOpen}
            aria-controls={recordId}
            testId="draw-record-toggle"
          >
            {recordOpen ? t('draw.recordHide') : t('draw.recordShow')}
          </ActionButton>
        </Box>
        {recordOpen && (
          <Stack gap="sm" id={recordId} data-testid="draw-details">
            <Text size="sm" c="dimmed">
              {t('draw.explain')}
            </Text>
            <FieldList
              cols={2}
              fields={[
                {
                  label: t('draw.seed'),
                  value: (
                    <Code
                      data-testid="draw-seed"
                      style={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}
                    >
                      {draw.seed}
                    </Code>
                  ),
                },
                { label: t('draw.totalWeight'), value: draw.totalWeight },
                { label: t('draw.point'), value: draw.point, testId: 'draw-point' },
                { label: t('draw.algorithm'), value: draw.algorithm },
              ]}
            />
            {draw.candidates.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('draw.candidates')}
                </Text>
                <ListTable
                  empty={{ text: t('emptyList.drawCandidates') }}
                  records={draw.candidates}
                  columns={[
                    ...dutyLawyerColumns<Candidate>(t, {
                      name: (c) => displayName(c.fullName) ?? '',
                      cell: (c) => (
                        <Text span fw={c.lawyerId === draw.pickedLawyer?.id ? 700 : undefined}>
                          {displayName(c.fullName)}
                          {c.lawyerId === draw.pickedLawyer?.id ? ` — ${t('draw.pickedMark')}` : ''}
                        </Text>
                      ),
                    }),
                    {
                      key: 'range',
                      title: t('draw.range'),
                      value: (c) => `${starts.get(c)} – ${starts.get(c)! + c.weight - 1}`,
                    },
                  ]}
                  label={t('draw.candidates')}
                  testId="draw-candidates"
                  rowKey="lawyerId"
                  rowProps={(c) => ({
                    'data-testid': 'draw-candidate',
                    'data-picked': draw.pickedLawyer?.id === c.lawyerId,
                  })}
                />
              </Stack>
            )}
            {draw.excludedLawyerIds.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('draw.excluded', { count: draw.excludedLawyerIds.length })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function DrawRecord({ draws, regionName }: { draws: readonly DrawItem[]; regionName: string }) {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <section aria-labelledby="draws-title" data-testid="draw-record">
      <Title order={2} size="h3" id="draws-title" mb="xs">
        {t('draw.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('draw.lead')}
      </Text>
      {draws.length === 0 ? (
        <Text>{t('draw.none')}</Text>
      ) : (
        <Stack gap="md">
          {draws.map((d) => (
            <Draw key={d.round} draw={d} regionName={regionName} />
          ))}
        </Stack>
      )}
    </section>
  );
}
