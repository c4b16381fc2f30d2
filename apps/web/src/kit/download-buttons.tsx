/**
 * A report's downloads. Apart from `ActionButton`, which the shell's error page brings to the first page:
 * the download icon loads with the pages that offer downloads.
 */
import { IconDownload } from '@tabler/icons-react';
import { ActionButton } from './action-button';

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
