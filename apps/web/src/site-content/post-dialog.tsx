/**
 * Writing a post or correcting one: its audience (those the author may write to: the ministry everyone
 * or every lawyer, a regional chamber its region's lawyers) and the title and text in each language (a
 * tab each; uz left empty is the lt text transliterated). The text is Markdown or simple HTML, sanitized
 * by the API when read.
 */
import '@mantine/core/styles/Radio.css';
import { Group, Radio } from '@mantine/core';
import { POST_FIELD_KEYS, type PostDeskItem, type PostFields, postFields } from '@portal/contracts';
import { postAudiencesFor, type Role } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { submitThrough, useContractForm, writeOrCorrect } from '../kit/form/contract-form';
import { FormDialog } from '../kit/form/form-dialog';
import { LanguageTabs, showFirstRefusedLanguage, type TextLanguage } from './language-tabs';

/** `editing`: the post to correct; null: a new one. */
export function PostDialog({ editing, onClose }: { editing: PostDeskItem | null; onClose: () => void }) {
  const { t } = useTranslation('site-content');
  const role = useCurrentAccount().data!.role as Role;
  const audiences = postAudiencesFor(role);
  const write = api.postDesk.postCreate.useMutation();
  const correct = api.postDesk.postUpdate.useMutation();
  const [lang, setLang] = useState<TextLanguage>('Lt');
  const initial = Object.fromEntries(
    POST_FIELD_KEYS.map((k) => [k, editing ? (editing.fields[k] ?? '') : '']),
  ) as Record<keyof PostFields, string>;
  if (!editing) initial.audience = audiences[0]!;
  const { form, field } = useContractForm(postFields, initial);

  const submit = submitThrough(form, writeOrCorrect(editing?.id, write, correct), {
    label: t('save'),
    body: (values) => values as PostFields,
    saved: t(editing ? 'posts.saved' : 'posts.written'),
    after: onClose,
    onInvalid: showFirstRefusedLanguage(setLang),
  });

  return (
    <FormDialog
      opened
      close={onClose}
      size="xl"
      title={t(editing ? 'posts.editTitle' : 'posts.writeTitle')}
      testId="post-dialog"
      submit={submit}
    >
      <Radio.Group
        label={t('posts.audience')}
        withAsterisk
        {...form.getInputProps('audience')}
        data-testid="post-audience"
      >
        <Group gap="lg" mt="xs">
          {audiences.map((a) => (
            <Radio key={a} value={a} label={t(`posts.audienceOf.${a}`)} />
          ))}
        </Group>
      </Radio.Group>
      <LanguageTabs
        value={lang}
        onChange={setLang}
        testId="post"
        texts={[
          { name: 'title', label: t('field.title') },
          { name: 'body', label: t('field.body'), description: t('bodyHint'), rows: { min: 5, max: 16 } },
        ]}
        field={field}
      />
    </FormDialog>
  );
}
