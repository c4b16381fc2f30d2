/**
 * A form's submit button, written once: its icon, its label, the spinner while the call runs (`busy`)
 * and its test id; any other Mantine Button prop (`mt`, `variant`) passes through.
 *
 *   <SubmitButton icon={IconSend} busy={save.isPending} testId="request-send">{t('form.send')}</SubmitButton>
 */
import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function SubmitButton({
  icon: Icon,
  busy,
  testId,
  children,
  ...button
}: Omit<ButtonProps, 'type' | 'loading' | 'leftSection' | 'children'> & {
  icon?: TablerIcon;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      loading={busy}
      leftSection={Icon && <Icon size={18} aria-hidden="true" />}
      data-testid={testId}
      {...button}
    >
      {children}
    </Button>
  );
}
