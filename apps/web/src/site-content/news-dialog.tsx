/**
 * Writing a news item or correcting one: title, summary and body in each language (a tab each; uz left
 * empty is the lt text transliterated), the cover image (JPEG, PNG or WebP, at most NEWS_IMAGE_MAX_BYTES;
 * the API checks the bytes) and the preview of the body as the site will show it, sanitized by the API.
 * Correcting keeps the current image unless a new one is chosen.
 */
import { Box, Button, FileInput, Image, Text, Typography } from '@mantine/core';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_TEXT_KEYS,
  type NewsManageRecord,
  type NewsTextFields,
  newsTextFields,
} from '@portal/contracts';
import { IconEye, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useBlobUrl } from '../kit/blob-url';
import { useContractForm } from '../kit/form/contract-form';
import { FormDialog } from '../kit/form/form-dialog';
import { useOneFile } from '../kit/form/one-file';
import { LanguageTabs, showFirstRefusedLanguage, type TextLanguage } from './language-tabs';

const MAX_MB = NEWS_IMAGE_MAX_BYTES / 1024 / 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const emptyTexts = Object.fromEntries(NEWS_TEXT_KEYS.map((k) => [k, ''])) as Record<
  keyof NewsTextFields,
  string
>;

/** `editing`: the item to correct; null: a new one. */
export function NewsDialog({ editing, onClose }: { editing: NewsManageRecord | null; onClose: () => void }) {
  const { t } = useTranslation('site-content');
  const write = api.newsAdmin.newsCreate.useMutation();
  const correct = api.newsAdmin.newsUpdate.useMutation();
  const preview = api.newsAdmin.newsPreview.useMutation();
  // the current cover, read through the desk's own call (a draft's image is not public)
  const cover = api.newsAdmin.newsImage.useQuery(
    { params: { id: editing?.id ?? 0 } },
    { enabled: Boolean(editing?.hasImage) && preview.isSuccess },
  );
  const coverUrl = useBlobUrl(cover.data as Blob | undefined);
  const [lang, setLang] = useState<TextLanguage>('Lt');
  const initial = editing
    ? (Object.fromEntries(NEWS_TEXT_KEYS.map((k) => [k, editing.texts[k] ?? ''])) as typeof emptyTexts)
    : emptyTexts;
  const { form, field } = useContractForm(newsTextFields, initial);

  const image = useOneFile(form, {
    problemOf: (f) => {
      if (!f) return null;
      if (!IMAGE_TYPES.includes(f.type)) return t('imageOnly');
      if (f.size > NEWS_IMAGE_MAX_BYTES) return t('imageTooLarge', { max: MAX_MB });
      return null;
    },
    editingId: editing?.id,
    create: write,
    correct,
    saved: t(editing ? 'saved' : 'written'),
    after: onClose,
  });
  const { file } = image;

  return (
    <FormDialog
      opened
      close={onClose}
      size="xl"
      title={t(editing ? 'editTitle' : 'writeTitle')}
      testId="news-dialog"
      submit={image.submit(t('save'), showFirstRefusedLanguage(setLang))}
    >
      <LanguageTabs
        value={lang}
        onChange={setLang}
        testId="news"
        texts={[
          { name: 'title', label: t('field.title') },
          { name: 'summary', label: t('field.summary'), rows: { min: 2 } },
          { name: 'body', label: t('field.body'), description: t('bodyHint'), rows: { min: 6, max: 18 } },
        ]}
        field={field}
      />
      <FileInput
        label={t('field.image')}
        description={t('imageHint', { max: MAX_MB })}
        accept={IMAGE_TYPES.join(',')}
        value={file}
        onChange={image.choose}
        error={image.error}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        data-testid="news-image"
      />
      {editing?.hasImage && !file && (
        <Text size="sm" c="dimmed">
          {t('imageKeep')}
        </Text>
      )}
      <Box>
        <Button
          variant="light"
          leftSection={<IconEye size={16} aria-hidden="true" />}
          loading={preview.isPending}
          onClick={() => preview.mutate({ body: form.values[`body${lang}`] })}
          data-testid="news-preview"
        >
          {t('preview')}
        </Button>
        {preview.data && (
          <Box
            mt="sm"
            p="sm"
            bd="1px solid var(--mantine-color-default-border)"
            data-testid="news-preview-html"
          >
            {editing?.hasImage && !file && coverUrl && (
              <Image src={coverUrl} alt="" mah={200} fit="contain" mb="sm" data-testid="news-preview-image" />
            )}
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
            </Typography>
          </Box>
        )}
      </Box>
    </FormDialog>
  );
}
