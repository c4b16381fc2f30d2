/** The heading block every page starts with: its h1 (also the tab title) and an optional lead sentence. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="xs" mb="xl">
      <Title order={1}>{title}</Title>
      {lead && (
        <Text size="lg" c="dimmed">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
