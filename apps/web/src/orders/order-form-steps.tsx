/**
 * The steps of the order form (create/{type}), declared as data (ARCHITECTURE.md convention 8): each
 * step's schema is the contract's `orderDraftFields` (or `orderCreateFields`) for its fields, with the
 * fields signing or registering needs made required (the same list the API checks before an order is
 * CREATED: kind of legal aid, basis, grounds document, the protected person; for paper the booklet
 * number and the scan).
 */
import '@mantine/core/styles/Radio.css';
import { Autocomplete, Group, Radio, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { orderCreateFields, orderDraftFields, type OrderDraftFields } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { UseFormReturnType } from '@mantine/form';
import { DayField } from '../kit/form/date-fields';
import { PdfFileField, pdfFile } from '../kit/form/pdf-file-field';
import type { FormStep } from '../kit/form/step-form';
import { PersonNameFields } from '../kit/form/person-name-fields';

export const ORDER_LANGUAGES = ['lt', 'uz', 'ru', 'eng'] as const;

/** The form's values: text fields hold '' when empty, choices null. */
export interface OrderFormState {
  language: (typeof ORDER_LANGUAGES)[number];
  protectedPersonType: 'INDIVIDUAL' | 'LEGAL_ENTITY';
  personPinfl: string;
  personLastName: string;
  personFirstName: string;
  personParentName: string;
  contragentInn: string;
  contragentName: string;
  legalAidId: string | null;
  orderBaseId: string | null;
  contractDate: string | null;
  approvedDate: string | null;
  groundsDocNumber: string;
  groundsDocDate: string | null;
  caseNumber: string;
  orderRegNumber: string;
  file: File | null;
}

export const EMPTY_ORDER: OrderFormState = {
  language: 'lt',
  protectedPersonType: 'INDIVIDUAL',
  personPinfl: '',
  personLastName: '',
  personFirstName: '',
  personParentName: '',
  contragentInn: '',
  contragentName: '',
  legalAidId: null,
  orderBaseId: null,
  contractDate: null,
  approvedDate: null,
  groundsDocNumber: '',
  groundsDocDate: null,
  caseNumber: '',
  orderRegNumber: '',
  file: null,
};

const text = (v: string) => (v.trim() === '' ? null : v.trim());
const id = (v: string | null) => (v === null || v === '' ? null : Number(v));

/** The draft fields as the API takes them (createDraft, updateDraft, orderCreate). */
export function orderFields(v: OrderFormState): OrderDraftFields {
  const individual = v.protectedPersonType === 'INDIVIDUAL';
  return {
    language: v.language,
    protectedPersonType: v.protectedPersonType,
    personPinfl: individual ? text(v.personPinfl) : null,
    personLastName: individual ? text(v.personLastName) : null,
    personFirstName: individual ? text(v.personFirstName) : null,
    personParentName: individual ? text(v.personParentName) : null,
    contragentInn: individual ? null : text(v.contragentInn),
    contragentName: individual ? null : text(v.contragentName),
    legalAidId: id(v.legalAidId),
    orderBaseId: id(v.orderBaseId),
    contractDate: v.contractDate,
    approvedDate: v.approvedDate,
    groundsDocNumber: text(v.groundsDocNumber),
    groundsDocDate: v.groundsDocDate,
    caseNumber: text(v.caseNumber),
    orderRegNumber: text(v.orderRegNumber),
  };
}

/** What the step schemas check: the API's fields, plus the chosen file. */
export function orderValidationInput(v: OrderFormState) {
  return { ...orderFields(v), file: v.file };
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
const MANDATORY = 'validation.fieldMandatory';

function requireWhen<T extends z.ZodObject>(
  schema: T,
  fields: string[],
  when: (v: Record<string, unknown>) => boolean,
) {
  return schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    if (!when(v)) return;
    for (const field of fields)
      if (!filled(v[field])) ctx.addIssue({ code: 'custom', path: [field], message: MANDATORY });
  });
}

const F = orderDraftFields.shape;

/** The fields signing or registering needs, by step (the draft's schema lets them be empty). */
const CASE_REQUIRED = ['orderBaseId', 'legalAidId'];
const INDIVIDUAL_REQUIRED = ['personPinfl', 'personLastName', 'personFirstName'];
const ENTITY_REQUIRED = ['contragentInn', 'contragentName'];
const GROUNDS_REQUIRED = ['groundsDocNumber', 'groundsDocDate'];

export const caseStepSchema = requireWhen(
  z.object({ orderBaseId: F.orderBaseId, legalAidId: F.legalAidId, caseNumber: F.caseNumber }),
  CASE_REQUIRED,
  () => true,
);

export const personStepSchema = requireWhen(
  requireWhen(
    z.object({
      protectedPersonType: F.protectedPersonType,
      personPinfl: F.personPinfl,
      personLastName: F.personLastName,
      personFirstName: F.personFirstName,
      personParentName: F.personParentName,
      contragentInn: F.contragentInn,
      contragentName: F.contragentName,
    }),
    INDIVIDUAL_REQUIRED,
    (v) => v.protectedPersonType === 'INDIVIDUAL',
  ),
  ENTITY_REQUIRED,
  (v) => v.protectedPersonType === 'LEGAL_ENTITY',
);

export const groundsStepSchema = requireWhen(
  z.object({
    groundsDocNumber: F.groundsDocNumber,
    groundsDocDate: F.groundsDocDate,
    contractDate: F.contractDate,
    approvedDate: F.approvedDate,
    language: F.language,
  }),
  GROUNDS_REQUIRED,
  () => true,
);

export const paperStepSchema = z.object({
  orderRegNumber: orderCreateFields.shape.orderRegNumber,
  file: pdfFile,
});

export interface OrderStepContext {
  t: TFunction;
  type: 'ELECTRONIC' | 'PAPER';
  locked: ReadonlySet<string>;
  legalAidTypes: { value: string; label: string }[];
  orderBases: { value: string; label: string }[];
  ownCases: string[];
  caseLookup: React.ReactNode;
  review: (form: UseFormReturnType<OrderFormState>) => React.ReactNode;
}

export function orderSteps(ctx: OrderStepContext): FormStep<OrderFormState>[] {
  const { t, locked } = ctx;
  return [
    {
      id: 'case',
      title: t('form.step.case'),
      schema: caseStepSchema,
      fields: { required: CASE_REQUIRED, disabled: locked },
      render: (_form, field) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              allowDeselect={false}
              data={ctx.orderBases}
              searchable
              {...field('orderBaseId', t('field.orderBase'), 'order-field-base')}
            />
            <Select
              allowDeselect={false}
              data={ctx.legalAidTypes}
              searchable
              {...field('legalAidId', t('field.legalAid'), 'order-field-legal-aid')}
            />
            <Autocomplete
              description={t('form.caseHint')}
              data={ctx.ownCases}
              {...field('caseNumber', t('field.caseNumber'), 'order-field-case')}
            />
          </SimpleGrid>
          {!locked.has('caseNumber') && ctx.caseLookup}
        </>
      ),
    },
    {
      id: 'person',
      title: t('form.step.person'),
      schema: personStepSchema,
      fields: (v) => ({
        required: v.protectedPersonType === 'INDIVIDUAL' ? INDIVIDUAL_REQUIRED : ENTITY_REQUIRED,
        disabled: locked,
      }),
      render: (form, field) => {
        const individual = form.getValues().protectedPersonType === 'INDIVIDUAL';
        const { disabled, ...personType } = field('protectedPersonType');
        return (
          <>
            <Radio.Group label={t('field.personType')} {...personType} data-testid="order-field-person-type">
              <Group mt="xs">
                <Radio value="INDIVIDUAL" label={t('personType.INDIVIDUAL')} disabled={disabled} />
                <Radio value="LEGAL_ENTITY" label={t('personType.LEGAL_ENTITY')} disabled={disabled} />
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {individual ? (
                <>
                  <TextInput {...field('personPinfl', t('field.pinfl'), 'order-field-pinfl')} />
                  <PersonNameFields
                    field={field}
                    names={{ last: 'personLastName', first: 'personFirstName', parent: 'personParentName' }}
                    testIdPrefix="order-field"
                  />
                </>
              ) : (
                <>
                  <TextInput {...field('contragentInn', t('field.inn'), 'order-field-inn')} />
                  <TextInput {...field('contragentName', t('field.entityName'), 'order-field-entity-name')} />
                </>
              )}
            </SimpleGrid>
          </>
        );
      },
    },
    {
      id: 'grounds',
      title: t('form.step.grounds'),
      schema: groundsStepSchema,
      fields: { required: GROUNDS_REQUIRED, disabled: locked },
      render: (_form, field) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...field('groundsDocNumber', t('field.groundsDocNumber'), 'order-field-grounds-number')}
          />
          <DayField {...field('groundsDocDate', t('field.groundsDocDate'), 'order-field-grounds-date')} />
          <DayField {...field('contractDate', t('field.contractDate'), 'order-field-contract-date')} />
          <DayField {...field('approvedDate', t('field.approvedDate'), 'order-field-approved-date')} />
          <Select
            description={t('form.languageHint')}
            data={ORDER_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
            allowDeselect={false}
            {...field('language', t('field.language'), 'order-field-language')}
          />
        </SimpleGrid>
      ),
    },
    {
      id: 'paper',
      title: t('form.step.paper'),
      schema: paperStepSchema,
      when: () => ctx.type === 'PAPER',
      fields: { disabled: locked },
      render: (_form, field) => (
        <>
          <Text size="sm" c="dimmed">
            {t('form.paperHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('orderRegNumber', t('field.orderRegNumber'), 'order-field-reg-number')} />
            <PdfFileField
              description={t('form.scanHint')}
              {...field('file', t('field.scan'), 'order-field-file')}
            />
          </SimpleGrid>
        </>
      ),
    },
    {
      id: 'review',
      title: t('form.step.review'),
      schema: z.object({}),
      render: ctx.review,
    },
  ];
}
