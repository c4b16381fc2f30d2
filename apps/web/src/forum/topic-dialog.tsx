/** A lawyer opens a forum topic: category, title and the first post (limits and checks from the contract). */
import { NativeSelect, TextInput } from '@mantine/core';
import { forumTopicCreateBody } from '@portal/contracts';
import { FORUM_CATEGORIES, type ForumCategory } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { FormDialog, useDialogForm } from '../kit/form/form-dialog';
import { PersonalDataWarning, PostTextField } from './post-text-field';

export const FORUM_PATH = '/profile/forum';

export function TopicDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const create = api.forum.forumTopicCreate.useMutation();
  const { field, form, dialog } = useDialogForm(
    forumTopicCreateBody,
    { category: 'PRACTICE' as ForumCategory, title: '', text: '' },
    onClose,
    create,
    {
      label: t('create'),
      body: (values) => values,
      saved: t('created'),
      after: (topic) => void navigate(`${FORUM_PATH}/${topic.id}`),
    },
  );
  return (
    <FormDialog opened={opened} title={t('newTopicTitle')} testId="forum-topic-dialog" {...dialog}>
      <NativeSelect
        label={t('field.category')}
        data={FORUM_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        {...form.getInputProps('category')}
        data-testid="forum-topic-category"
      />
      <TextInput label={t('field.title')} {...field('title')} data-testid="forum-topic-title" />
      <PostTextField label={t('field.text')} {...field('text')} data-testid="forum-topic-text" />
      <PersonalDataWarning texts={[form.values.title, form.values.text]} testId="forum-topic-warning" />
    </FormDialog>
  );
}
