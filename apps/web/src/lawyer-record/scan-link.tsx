/** Opens (saves) a scan or document of a lawyer's record through getInfo/lawyerRecordScan. */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';

export function ScanLink({ fileId, name, row }: { fileId: string; name: string; row: string }) {
  const { t } = useTranslation('lawyer-record');
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      aria-label={`${t('record.openScan')}: ${row}`}
      onClick={() => void api.lawyerRecord.lawyerRecordScan.download({ params: { id: fileId } }, name)}
      data-testid="record-scan"
    >
      {t('record.openScan')}
    </Button>
  );
}
