/**
 * A card of the signed-in person's own pages (profile, applicant, their structure): its h2 title (with the
 * status of the record it shows, if any), then its content; a list in it is named by the title
 * (kit/titled-section.tsx `SectionHeading`).
 */
import { Card, Group, type MantineSpacing, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { StatusBadge } from '../kit/status-badge';
import { SectionHeading } from '../kit/titled-section';

export function TitledCard({
  title,
  status,
  testId,
  gap = 'md',
  children,
}: {
  title: ReactNode;
  /** The status badge of the record the card shows, at the title's end. */
  status?: string;
  testId?: string;
  /** The space under the title. */
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <Title order={2} size="h3" mb={status ? undefined : gap} id={id}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      {status ? (
        <Group justify="space-between" mb={gap}>
          {heading}
          <StatusBadge status={status} />
        </Group>
      ) : (
        heading
      )}
      <SectionHeading value={id}>{children}</SectionHeading>
    </Card>
  );
}
