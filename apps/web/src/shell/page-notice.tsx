/**
 * A page that can only say why it shows nothing: its title, then a notice with an icon, an optional
 * heading, the text and optional actions (no access, an item that cannot exist, a section in preparation).
 */
import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

export function PageNotice({
  title,
  icon,
  heading,
  text,
  actions,
  testId,
}: {
  title: string;
  /** The indicator (an icon marked aria-hidden). */
  icon: ReactNode;
  /** The notice's own h2, under the page's h1. */
  heading?: string;
  text: string;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState variant="light" data-testid={testId}>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        {heading && <EmptyState.Title order={2}>{heading}</EmptyState.Title>}
        <EmptyState.Description>{text}</EmptyState.Description>
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </>
  );
}
