/** A card of the signed-in person's own pages (profile, applicant): its h2 title, then its content. */
import { Card, type MantineSpacing, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} size="h3" mb={gap}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
