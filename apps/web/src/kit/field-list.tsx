/** Labelled values of a record as a description list (readable on a phone: label above value). */
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function FieldList({ fields, cols = 2 }: { fields: Field[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((f) => (
        <div key={f.label}>
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={500} data-testid={f.testId}>
            {f.value === null || f.value === undefined || f.value === '' ? '—' : f.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
