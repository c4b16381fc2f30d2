/**
 * A part of a page named by its own heading (an item's fields, a list on a page, a history). A list in it
 * is named by the heading (`SectionHeading`) unless it is given a name of its own.
 */
import { type MantineSpacing, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import { createContext, type ReactNode, useId } from 'react';

/** The id of the heading of the section around (TitledSection, TitledCard): what names a list in it. */
export const SectionHeading = createContext<string | undefined>(undefined);

export function TitledSection({
  title,
  children,
  order = 2,
  size = 'h3',
  gap = 'sm',
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  /** The heading's level (an h2 under the page's h1 unless the section sits in another one). */
  order?: TitleOrder;
  /** How large the heading looks. */
  size?: TitleSize;
  /** The space under the heading. */
  gap?: MantineSpacing | number;
  testId?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={order} size={size} id={id} mb={gap}>
        {title}
      </Title>
      <SectionHeading value={id}>{children}</SectionHeading>
    </section>
  );
}
