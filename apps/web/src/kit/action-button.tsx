/**
 * A button that acts on this page (opens a dialog, adds a row, downloads a file), its icon before the
 * text at the action buttons' size: the counterpart of `LinkButton`, which opens a route. Any other
 * Mantine Button prop or button attribute (`variant`, `loading`, `disabled`, `aria-expanded`) passes through.
 *
 *   <ActionButton icon={IconPlus} onClick={() => setCreating(true)} testId="forum-new-topic">
 *     {t('newTopic')}
 *   </ActionButton>
 */
import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ActionButtonProps = Omit<
  ButtonProps & ElementProps<'button', keyof ButtonProps>,
  'leftSection' | 'children'
> & {
  icon: TablerIcon;
  testId?: string;
  children: ReactNode;
};

export function ActionButton({ icon: Icon, testId, children, ...button }: ActionButtonProps) {
  return (
    <Button leftSection={<Icon size={18} aria-hidden="true" />} data-testid={testId} {...button}>
      {children}
    </Button>
  );
}
