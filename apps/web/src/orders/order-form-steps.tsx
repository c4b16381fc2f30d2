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
import { DayField } from '../legal-aid/date-fields';
import { PdfFileField, pdfFile } from '../legal-aid/pdf-file-field';
import type { FormStep } from '../legal-aid/step-form';

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

export const caseStepSchema = requireWhen(
  z.object({ orderBaseId: F.orderBaseId, legalAidId: F.legalAidId, caseNumber: F.caseNumber }),
  ['orderBaseId', 'legalAidId'],
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
    ['personPinfl', 'personLastName', 'personFirstName'],
    (v) => v.protectedPersonType === 'INDIVIDUAL',
  ),
  ['contragentInn', 'contragentName'],
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
  ['groundsDocNumber', 'groundsDocDate'],
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
  const lock = (field: string) => ({ disabled: locked.has(field) });
  return [
    {
      id: 'case',
      title: t('form.step.case'),
      schema: caseStepSchema,
      render: (form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.orderBase')}
              required
              allowDeselect={false}
              data={ctx.orderBases}
              searchable
              data-testid="order-field-base"
              {...form.getInputProps('orderBaseId')}
              {...lock('orderBaseId')}
            />
            <Select
              label={t('field.legalAid')}
              required
              allowDeselect={false}
              data={ctx.legalAidTypes}
              searchable
              data-testid="order-field-legal-aid"
              {...form.getInputProps('legalAidId')}
              {...lock('legalAidId')}
            />
            <Autocomplete
              label={t('field.caseNumber')}
              description={t('form.caseHint')}
              data={ctx.ownCases}
              inputMode="numeric"
              maxLength={20}
              data-testid="order-field-case"
              {...form.getInputProps('caseNumber')}
              {...lock('caseNumber')}
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
      render: (form) => {
        const individual = form.getValues().protectedPersonType === 'INDIVIDUAL';
        return (
          <>
            <Radio.Group
              label={t('field.personType')}
              required
              {...form.getInputProps('protectedPersonType')}
              data-testid="order-field-person-type"
            >
              <Group mt="xs">
                <Radio
                  value="INDIVIDUAL"
                  label={t('personType.INDIVIDUAL')}
                  {...lock('protectedPersonType')}
                />
                <Radio
                  value="LEGAL_ENTITY"
                  label={t('personType.LEGAL_ENTITY')}
                  {...lock('protectedPersonType')}
                />
              </Group>
            </Radio.Group>
            {individual ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('field.pinfl')}
                  required
                  inputMode="numeric"
                  maxLength={14}
                  data-testid="order-field-pinfl"
                  {...form.getInputProps('personPinfl')}
                  {...lock('personPinfl')}
                />
                <TextInput
                  label={t('field.lastName')}
                  required
                  maxLength={100}
                  data-testid="order-field-last-name"
                  {...form.getInputProps('personLastName')}
                  {...lock('personLastName')}
                />
                <TextInput
                  label={t('field.firstName')}
                  required
                  maxLength={100}
                  data-testid="order-field-first-name"
                  {...form.getInputProps('personFirstName')}
                  {...lock('personFirstName')}
                />
                <TextInput
                  label={t('field.parentName')}
                  maxLength={100}
                  data-testid="order-field-parent-name"
                  {...form.getInputProps('personParentName')}
                  {...lock('personParentName')}
                />
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('field.inn')}
                  required
                  inputMode="numeric"
                  maxLength={9}
                  data-testid="order-field-inn"
                  {...form.getInputProps('contragentInn')}
                />
                <TextInput
                  label={t('field.entityName')}
                  required
                  maxLength={300}
                  data-testid="order-field-entity-name"
                  {...form.getInputProps('contragentName')}
                />
              </SimpleGrid>
            )}
          </>
        );
      },
    },
    {
      id: 'grounds',
      title: t('form.step.grounds'),
      schema: groundsStepSchema,
      render: (form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.groundsDocNumber')}
            required
            maxLength={100}
            data-testid="order-field-grounds-number"
            {...form.getInputProps('groundsDocNumber')}
            {...lock('groundsDocNumber')}
          />
          <DayField
            label={t('field.groundsDocDate')}
            required
            data-testid="order-field-grounds-date"
            {...form.getInputProps('groundsDocDate')}
            {...lock('groundsDocDate')}
          />
          <DayField
            label={t('field.contractDate')}
            data-testid="order-field-contract-date"
            {...form.getInputProps('contractDate')}
          />
          <DayField
            label={t('field.approvedDate')}
            data-testid="order-field-approved-date"
            {...form.getInputProps('approvedDate')}
          />
          <Select
            label={t('field.language')}
            description={t('form.languageHint')}
            data={ORDER_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
            allowDeselect={false}
            data-testid="order-field-language"
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
      ),
    },
    {
      id: 'paper',
      title: t('form.step.paper'),
      schema: paperStepSchema,
      when: () => ctx.type === 'PAPER',
      render: (form) => (
        <>
          <Text size="sm" c="dimmed">
            {t('form.paperHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('field.orderRegNumber')}
              required
              maxLength={40}
              data-testid="order-field-reg-number"
              {...form.getInputProps('orderRegNumber')}
            />
            <PdfFileField
              label={t('field.scan')}
              description={t('form.scanHint')}
              required
              data-testid="order-field-file"
              {...form.getInputProps('file')}
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
