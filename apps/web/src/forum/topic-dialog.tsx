/** A lawyer opens a forum topic: category, title and the first post (limits and checks from the contract). */
import { NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forumTopicCreateBody } from '@portal/contracts';
import { FORUM_CATEGORIES, type ForumCategory } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { contractFields } from '../kit/form/field-rules';
import { zodFormValidator } from '../kit/form/form-validation';
import { showApiFieldErrors } from '../kit/form/step-form';
import { ActionDialog } from '../kit/reason-dialog';
import { toast } from '../shell/toast';
import { PersonalDataWarning, PostTextField } from './post-text-field';

export const FORUM_PATH = '/profile/forum';

export function TopicDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('forum');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const create = api.forum.forumTopicCreate.useMutation();
  const form = useForm({
    initialValues: { category: 'PRACTICE' as ForumCategory, title: '', text: '' },
    validate: zodFormValidator(forumTopicCreateBody, te),
  });
  const field = contractFields(form, forumTopicCreateBody);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (topic) => {
        toast.success(t('created'));
        close();
        void navigate(`${FORUM_PATH}/${topic.id}`);
      },
      onError: (error) => showApiFieldErrors(form, error),
    }),
  );
  return (
    <ActionDialog
      opened={opened}
      onClose={close}
      title={t('newTopicTitle')}
      testId="forum-topic-dialog"
      submitLabel={t('create')}
      onSubmit={submit}
      busy={create.isPending}
    >
      <NativeSelect
        label={t('field.category')}
        data={FORUM_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        {...form.getInputProps('category')}
        data-testid="forum-topic-category"
      />
      <TextInput label={t('field.title')} {...field('title')} data-testid="forum-topic-title" />
      <PostTextField label={t('field.text')} {...field('text')} data-testid="forum-topic-text" />
      <PersonalDataWarning texts={[form.values.title, form.values.text]} testId="forum-topic-warning" />
    </ActionDialog>
  );
}
