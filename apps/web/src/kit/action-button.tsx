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
import { IconDownload, type TablerIcon } from '@tabler/icons-react';
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

/** A report's downloads, a button a format: `label(format)`, test id `<testId>-<format>`. */
export function DownloadButtons<F extends string>({
  formats,
  label,
  download,
  testId,
}: {
  formats: readonly F[];
  label: (format: F) => string;
  download: (format: F) => unknown;
  testId: string;
}) {
  return formats.map((format) => (
    <ActionButton
      key={format}
      icon={IconDownload}
      variant="default"
      onClick={() => void download(format)}
      testId={`${testId}-${format}`}
    >
      {label(format)}
    </ActionButton>
  ));
}
