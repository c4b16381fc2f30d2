/**
 * Adding a value to a reference list or editing one: the code (on adding only: it never changes), the
 * four names (uz left empty is the lt name transliterated, shown under the field as it will read), and
 * the fields the list declares (region, parent, amount in sum, months). Checked with the call's schema;
 * the API's refusals (a duplicate code) are shown under their fields.
 */
import { NumberInput, Select, TextInput } from '@mantine/core';
import {
  referenceList,
  type ReferenceListId,
  type ReferenceValue,
  referenceValueCreateBody,
  referenceValueUpdateBody,
} from '@portal/contracts';
import { latinToCyrillic } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useRegions } from '../api/reference';
import { ReferenceSelect } from '../kit/form/reference-select';
import { submitThrough, useContractForm } from '../kit/form/contract-form';
import { FormDialog } from '../kit/form/form-dialog';

interface Values extends Record<string, unknown> {
  code: string;
  nameLt: string;
  nameUz: string;
  nameRu: string;
  nameEng: string;
  regionId: string | null;
  parentId: string | null;
  amountTiyin: number | null;
  number: number | null;
}

const valuesOf = (v: ReferenceValue | null): Values => ({
  code: v?.code ?? '',
  nameLt: v?.nameLt ?? '',
  nameUz: v?.nameUz ?? '',
  nameRu: v?.nameRu ?? '',
  nameEng: v?.nameEng ?? '',
  regionId: v?.regionId ? String(v.regionId) : null,
  parentId: v?.parentId ? String(v.parentId) : null,
  amountTiyin: v?.amountTiyin ?? null,
  number: v?.number ?? null,
});

export function ValueDialog({
  list,
  value,
  parents,
  onClose,
}: {
  list: ReferenceListId;
  /** The value edited; null to add one. */
  value: ReferenceValue | null;
  /** The list's values a parent may be chosen from (a tree list). */
  parents: readonly ReferenceValue[];
  onClose: () => void;
}) {
  const { t } = useTranslation('reference-data');
  const adding = value === null;
  const kinds = new Set(referenceList(list).fields.map((f) => f.kind));
  const required = new Set(
    referenceList(list)
      .fields.filter((f) => f.required)
      .map((f) => f.kind),
  );
  const { form, field } = useContractForm(
    adding ? referenceValueCreateBody : referenceValueUpdateBody,
    valuesOf(value),
  );
  const create = api.referenceData.referenceValueCreate.useMutation();
  const update = api.referenceData.referenceValueUpdate.useMutation();
  const regions = useRegions();
  const submit = adding
    ? submitThrough(form, create, {
        label: t('add'),
        body: (body) => ({ params: { list }, body }),
        saved: t('saved'),
        after: onClose,
      })
    : submitThrough(form, update, {
        label: t('common:actions.save'),
        body: ({ code: _, ...body }) => ({ params: { list, id: value.id }, body }),
        saved: t('saved'),
        after: onClose,
      });
  const generated = latinToCyrillic(form.values.nameLt);
  return (
    <FormDialog
      opened
      close={onClose}
      title={adding ? t('addTitle', { list: t(`lists.${list}`) }) : t('editTitle', { code: value.code })}
      testId="reference-value-dialog"
      submit={submit}
    >
      {adding && (
        <TextInput {...field('code', t('field.code'), 'reference-code')} description={t('codeHint')} />
      )}
      <TextInput {...field('nameLt', t('field.nameLt'), 'reference-name-lt')} />
      <TextInput
        {...field('nameUz', t('field.nameUz'), 'reference-name-uz')}
        description={t('uzHint', { generated })}
      />
      <TextInput {...field('nameRu', t('field.nameRu'), 'reference-name-ru')} />
      <TextInput {...field('nameEng', t('field.nameEng'), 'reference-name-eng')} />
      {kinds.has('region') && (
        <Select
          {...field('regionId', t('field.regionId'), 'reference-region')}
          required={required.has('region')}
          data={(regions.data?.list ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          clearable
          searchable
        />
      )}
      {kinds.has('parent') && (
        <ReferenceSelect
          {...field('parentId', t('field.parentId'), 'reference-parent')}
          required={required.has('parent')}
          items={parents.filter((p) => p.id !== value?.id).map((p) => ({ id: p.id, name: p.nameLt }))}
          allowDeselect
          clearable
        />
      )}
      {kinds.has('amount') && (
        <NumberInput
          {...field('amountTiyin', t('field.amountTiyin'), 'reference-amount')}
          required={required.has('amount')}
          value={form.values.amountTiyin === null ? '' : form.values.amountTiyin / 100}
          onChange={(v) => form.setFieldValue('amountTiyin', v === '' ? null : Math.round(Number(v) * 100))}
          min={0}
          decimalScale={2}
          thousandSeparator=" "
        />
      )}
      {kinds.has('whole') && (
        <NumberInput
          {...field('number', t('field.number'), 'reference-number')}
          required={required.has('whole')}
          onChange={(v) => form.setFieldValue('number', v === '' ? null : Number(v))}
          min={1}
          allowDecimal={false}
        />
      )}
    </FormDialog>
  );
}
