/**
 * A list that is one part of a page (the employees of a structure, the late reports under the reports):
 * a section with its own heading, the list named with it; `above` comes between the heading and the list
 * (a field that picks what it lists), `children` after the list; `sectionTestId` is the section's.
 */
import type { TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { TitledSection } from '../titled-section';
import { DataList, type DataListProps, type ListPage } from './data-list';

export function ListSection<D extends ListPage<unknown>>({
  title,
  size,
  above,
  children,
  sectionTestId,
  ...list
}: Omit<DataListProps<D>, 'label'> & {
  title: string;
  size?: TitleSize;
  above?: ReactNode;
  children?: ReactNode;
  sectionTestId?: string;
}) {
  return (
    <TitledSection title={title} size={size} testId={sectionTestId}>
      {above}
      <DataList {...list} label={title} />
      {children}
    </TitledSection>
  );
}
