/**
 * Publishing a news item: now, or from a moment to come (the item shows on the site from then). The
 * moment is entered in the browser's time and sent with its offset; one already past is refused by the API.
 */
import { Radio, Stack, TextInput } from '@mantine/core';
import type { NewsManageItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { apiFieldErrors } from '../kit/form/step-form';
import { ActionDialog } from '../kit/reason-dialog';
import { toast } from '../shell/toast';

/** A `datetime-local` value ("2026-12-01T09:00") as an ISO moment with its offset, or null. */
function momentOf(local: string): string | null {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function PublishDialog({ item, onClose }: { item: NewsManageItem; onClose: () => void }) {
  const { t } = useTranslation('site-content');
  const { t: te } = useTranslation('errors');
  const publish = api.newsAdmin.newsPublish.useMutation();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const publishAt = when === 'later' ? momentOf(at) : null;
    if (when === 'later' && !publishAt) {
      setError(te('validation.invalidDate'));
      return;
    }
    publish.mutate(
      { id: item.id, publishAt },
      {
        onSuccess: () => {
          toast.success(t(publishAt ? 'scheduled' : 'published'));
          onClose();
        },
        onError: (e) => setError(apiFieldErrors(e).find((f) => f.field === 'publishAt')?.message ?? null),
      },
    );
  };
  return (
    <ActionDialog
      opened
      onClose={onClose}
      title={t('publishTitle', { title: item.title })}
      testId="news-publish-dialog"
      submitLabel={t('publish')}
      onSubmit={submit}
      busy={publish.isPending}
    >
      <Radio.Group value={when} onChange={(v) => setWhen(v as typeof when)} label={t('publishWhen')}>
        <Stack gap="xs" mt="xs">
          <Radio value="now" label={t('publishNow')} data-testid="news-publish-now" />
          <Radio value="later" label={t('publishLater')} data-testid="news-publish-later" />
        </Stack>
      </Radio.Group>
      {when === 'later' && (
        <TextInput
          type="datetime-local"
          label={t('publishAt')}
          value={at}
          onChange={(e) => {
            setAt(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          data-testid="news-publish-at"
        />
      )}
    </ActionDialog>
  );
}
