/**
 * Adding a legislation entry or correcting one: its kind, number, adoption day, the title in each
 * language (uz left empty is the lt title transliterated, shown under the field as it will read) and the
 * link to the official text (http or https). Checked with the call's schema; the API's refusals are
 * shown under their fields.
 */
import { Select, Textarea, TextInput } from '@mantine/core';
import {
  LEGISLATION_KINDS,
  type LegislationManageItem,
  legislationFields,
  legislationUpdateBody,
} from '@portal/contracts';
import { latinToCyrillic } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { LANGUAGE_NAMES } from '../i18n/i18n';
import { submitThrough, useContractForm, writeOrCorrect } from '../kit/form/contract-form';
import { TextDayField } from '../kit/form/date-fields';
import { FormDialog } from '../kit/form/form-dialog';

interface Values extends Record<string, unknown> {
  kind: string | null;
  number: string;
  adoptedOn: string;
  titleLt: string;
  titleUz: string;
  titleRu: string;
  titleEng: string;
  url: string;
}

/** The title's field in each language, in the order the form asks them. */
const TITLES = [
  ['titleLt', 'lt'],
  ['titleUz', 'uz'],
  ['titleRu', 'ru'],
  ['titleEng', 'eng'],
] as const;

const valuesOf = (e: LegislationManageItem | null): Values => ({
  kind: e?.kind ?? null,
  number: e?.number ?? '',
  adoptedOn: e?.adoptedOn ?? '',
  titleLt: e?.titleLt ?? '',
  titleUz: e?.titleUz ?? '',
  titleRu: e?.titleRu ?? '',
  titleEng: e?.titleEng ?? '',
  url: e?.url ?? '',
});

/** `editing`: the entry to correct; null: a new one. */
export function LegislationDialog({
  editing,
  onClose,
}: {
  editing: LegislationManageItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('site-content');
  const { t: tp } = useTranslation('public');
  const { form, field } = useContractForm(
    editing ? legislationUpdateBody : legislationFields,
    valuesOf(editing),
  );
  const create = api.legislationAdmin.legislationCreate.useMutation();
  const update = api.legislationAdmin.legislationUpdate.useMutation();
  const submit = submitThrough(form, writeOrCorrect(editing?.id, create, update), {
    label: t(editing ? 'save' : 'legislation.add'),
    body: (v) => ({ ...v, kind: v.kind as LegislationManageItem['kind'] }),
    saved: t(editing ? 'legislation.saved' : 'legislation.added'),
    after: onClose,
  });
  return (
    <FormDialog
      opened
      close={onClose}
      size="lg"
      title={t(editing ? 'legislation.editTitle' : 'legislation.addTitle')}
      testId="legislation-dialog"
      submit={submit}
    >
      <Select
        {...field('kind', t('legislation.field.kind'), 'legislation-kind')}
        data={LEGISLATION_KINDS.map((k) => ({ value: k, label: tp(`legislationKind.${k}`) }))}
      />
      <TextInput {...field('number', t('legislation.field.number'), 'legislation-number')} />
      <TextDayField {...field('adoptedOn', t('legislation.field.adoptedOn'), 'legislation-adopted')} />
      {TITLES.map(([name, language]) => (
        <Textarea
          key={name}
          minRows={1}
          {...field(
            name,
            t('legislation.field.title', { language: LANGUAGE_NAMES[language] }),
            `legislation-title-${language}`,
          )}
          description={
            language === 'uz'
              ? t('legislation.uzHint', { generated: latinToCyrillic(form.values.titleLt) })
              : undefined
          }
        />
      ))}
      <TextInput
        {...field('url', t('legislation.field.url'), 'legislation-url')}
        description={t('legislation.urlHint')}
        placeholder="https://lex.uz/docs/…"
      />
    </FormDialog>
  );
}
