/**
 * Publishing a news item: now, or from a moment to come (the item shows on the site from then). The
 * moment is a day and a time in Tashkent, sent with its offset; one already past is refused by the API.
 */
import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { tashkentInstant } from '@portal/domain';
import type { NewsManageItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { apiFieldErrors } from '../kit/form/step-form';
import { TextDayField, TimeField } from '../kit/form/date-fields';
import { ActionDialog } from '../kit/reason-dialog';
import { toast } from '../shell/toast';

export function PublishDialog({ item, onClose }: { item: NewsManageItem; onClose: () => void }) {
  const { t } = useTranslation('site-content');
  const { t: te } = useTranslation('errors');
  const publish = api.newsAdmin.newsPublish.useMutation();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('09:00');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const publishAt = when === 'later' ? (tashkentInstant(day, time)?.toISOString() ?? null) : null;
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextDayField
            label={t('publishDay')}
            value={day}
            onChange={(v) => {
              setDay(v);
              setError(null);
            }}
            error={error}
            required
            data-testid="news-publish-day"
          />
          <TimeField
            label={t('publishTime')}
            value={time}
            onChange={(e) => {
              setTime(e.currentTarget.value);
              setError(null);
            }}
            required
            data-testid="news-publish-time"
          />
        </SimpleGrid>
      )}
    </ActionDialog>
  );
}
