/**
 * A card of the signed-in person's own pages (profile, applicant): its h2 title, then its content; a list
 * in it is named by the title (kit/titled-section.tsx `SectionHeading`).
 */
import { Card, type MantineSpacing, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { SectionHeading } from '../kit/titled-section';

export function TitledCard({
  title,
  testId,
  gap = 'md',
  children,
}: {
  title: ReactNode;
  testId?: string;
  /** The space under the title. */
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} size="h3" mb={gap} id={id}>
        {title}
      </Title>
      <SectionHeading value={id}>{children}</SectionHeading>
    </Card>
  );
}
