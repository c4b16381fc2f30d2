/**
 * A list that is one part of a page (the employees of a structure, the late reports under the reports):
 * a section with its own heading, the list named with it; `children` come after the list.
 */
import type { TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { TitledSection } from '../titled-section';
import { DataList, type DataListProps, type ListPage } from './data-list';

export function ListSection<D extends ListPage<unknown>>({
  title,
  size,
  children,
  ...list
}: Omit<DataListProps<D>, 'label'> & { title: string; size?: TitleSize; children?: ReactNode }) {
  return (
    <TitledSection title={title} size={size}>
      <DataList {...list} label={title} />
      {children}
    </TitledSection>
  );
}
