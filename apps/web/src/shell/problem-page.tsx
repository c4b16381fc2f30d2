/**
 * A page that stands instead of the one asked for (an unknown address, a route that failed): its icon,
 * its title (also the tab's title), what happened, and the ways on as buttons.
 */
import { Container, EmptyState, Group } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

export function ProblemPage({
  icon: Icon,
  title,
  text,
  testId,
  children,
}: {
  icon: TablerIcon;
  title: string;
  text: string;
  testId: string;
  /** The buttons leading on. */
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl" data-testid={testId}>
      <EmptyState variant="light">
        <EmptyState.Indicator>
          <Icon size={40} aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{text}</EmptyState.Description>
        <EmptyState.Actions>
          <Group justify="center">{children}</Group>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
