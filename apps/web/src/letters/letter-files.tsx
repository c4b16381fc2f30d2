/**
 * The files of a letter: each opens as a PDF (convert/view-pdf); on a draft its sender removes them and
 * adds a PDF, JPEG or PNG as the main PDF or an attachment (file/upload, then pdfFiles/create). The API
 * judges the file by its bytes and says why it refuses one.
 */
import { FileInput, Group, Select, Stack } from '@mantine/core';
import { LETTER_FILE_MAX_BYTES, type LetterDto, type LetterFileItem } from '@portal/contracts';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useClearFileButton } from '../kit/form/pdf-file-field';
import { ListTable, RowAction } from '../kit/list';
import { toast } from '../shell/toast';
import { ActionButton } from '../kit/action-button';

const MAX_MB = LETTER_FILE_MAX_BYTES / (1024 * 1024);

function AddFile({ letter }: { letter: LetterDto }) {
  const { t } = useTranslation('letters');
  const clearFile = useClearFileButton();
  const upload = api.letterFiles.fileUpload.useMutation({ invalidates: [] });
  const attach = api.letterFiles.pdfFileCreate.useMutation();
  const hasMain = letter.files.some((f) => f.kind === 'MAIN');
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<'MAIN' | 'ATTACHMENT'>(hasMain ? 'ATTACHMENT' : 'MAIN');
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || attach.isPending;
  const add = async () => {
    if (!file) return setError(t('screen.chooseFile'));
    if (file.size > LETTER_FILE_MAX_BYTES) return setError(t('screen.tooLarge', { max: MAX_MB }));
    setError(null);
    const form = new FormData();
    form.append('file', file);
    try {
      const stored = await upload.mutateAsync(form);
      await attach.mutateAsync({ letterId: letter.id, fileId: stored.id, kind });
      toast.success(t('screen.fileAdded'));
      setFile(null);
      setKind('ATTACHMENT');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Group align="flex-end" wrap="wrap" data-testid="letter-add-file">
      <FileInput
        label={t('screen.file')}
        description={t('screen.fileHint', { max: MAX_MB })}
        accept="application/pdf,image/jpeg,image/png"
        clearable
        clearButtonProps={clearFile}
        value={file}
        onChange={setFile}
        error={error}
        miw={260}
        data-testid="letter-file-input"
      />
      <Select
        label={t('screen.fileKind')}
        data={[
          { value: 'MAIN', label: t('fileKind.MAIN'), disabled: hasMain },
          { value: 'ATTACHMENT', label: t('fileKind.ATTACHMENT') },
        ]}
        value={kind}
        onChange={(v) => setKind((v as 'MAIN' | 'ATTACHMENT') ?? 'ATTACHMENT')}
        allowDeselect={false}
        data-testid="letter-file-kind"
      />
      <ActionButton icon={IconUpload} loading={busy} onClick={() => void add()} testId="letter-file-add">
        {t('screen.addFile')}
      </ActionButton>
    </Group>
  );
}

export function LetterFiles({ letter }: { letter: LetterDto }) {
  const { t } = useTranslation('letters');
  const detach = api.letterFiles.pdfFileDelete.useMutation();
  return (
    <Stack>
      <ListTable<LetterFileItem>
        empty={{ text: t('emptyList.files') }}
        records={letter.files}
        rowKey="id"
        label={t('screen.files')}
        testId={{ table: 'letter-files', row: 'letter-file-row' }}
        rowProps={(f) => ({ 'data-kind': f.kind })}
        columns={[
          { key: 'kind', title: t('screen.fileKind'), value: (f) => t(`fileKind.${f.kind}`) },
          { key: 'name', title: t('screen.file'), value: (f) => f.file.name },
          {
            key: 'size',
            title: t('screen.size'),
            value: (f) => `${Math.max(1, Math.round(f.file.size / 1024))} KB`,
          },
          {
            key: 'actions',
            title: t('screen.actions'),
            csv: false,
            render: (f) => (
              <Group gap="xs" wrap="nowrap">
                <RowAction
                  label={t('screen.open')}
                  row={f.file.name}
                  icon={IconDownload}
                  onClick={() =>
                    void api.letterFiles.viewPdf.download(
                      { params: { id: f.id } },
                      `${f.file.name.replace(/\.[^.]*$/, '')}.pdf`,
                    )
                  }
                />
                {letter.can.edit && (
                  <RowAction
                    label={t('screen.remove')}
                    row={f.file.name}
                    icon={IconTrash}
                    onClick={() => detach.mutate({ params: { id: f.id } })}
                  />
                )}
              </Group>
            ),
          },
        ]}
      />
      {letter.can.edit && <AddFile letter={letter} />}
    </Stack>
  );
}
