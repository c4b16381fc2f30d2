/** A card of the signed-in person's own pages (profile, applicant): its h2 title, then its content. */
import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function TitledCard({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
