/**
 * create/{type}: the order form (electronic or paper) as a step form. A new order starts with
 * orderCreateCheck: without the per-user order permission or under a structure restriction the page says
 * which is missing and offers no form. "Save draft" creates or updates the draft (createDraft,
 * updateDraft; the address then names it: ?draft=id). The last step of an electronic order saves it and
 * signs it in the e-signature dialog (signatureDraft); of a paper order, registers it with the booklet
 * number and the scan (orderCreate). A draft made by an accepted request keeps its locked fields.
 * Only a DRAFT can be edited: any other order shows why and links to its page.
 */
import { formatDate } from '@portal/domain';
import { Alert, Anchor, Button, Card, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CallAnswer, CriminalCaseDto, OrderDto, OrderFormValues } from '@portal/contracts';
import { ORDER_CREATE_FILE_FIELD, type orderCalls } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { useOrderBaseList } from '../api/reference';
import { FieldList } from '../kit/field-list';
import { QueryState } from '../kit/list';
import { useSignContent } from '../e-signature/use-sign-content';
import { CaseLookup } from '../legal-aid/case-lookup';
import { StepForm } from '../kit/form/step-form';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import {
  EMPTY_ORDER,
  orderFields,
  type OrderFormState,
  orderSteps,
  orderValidationInput,
} from './order-form-steps';
import { useOrdersLinks } from './orders-links';

type OrderType = 'ELECTRONIC' | 'PAPER';

function initialValues(saved: OrderFormValues | undefined): OrderFormState {
  if (!saved) return EMPTY_ORDER;
  return {
    language: (['lt', 'uz', 'ru', 'eng'] as const).find((l) => l === saved.language) ?? 'lt',
    protectedPersonType: saved.protectedPersonType,
    personPinfl: saved.personPinfl ?? '',
    personLastName: saved.personLastName ?? '',
    personFirstName: saved.personFirstName ?? '',
    personParentName: saved.personParentName ?? '',
    contragentInn: saved.contragentInn ?? '',
    contragentName: saved.contragentName ?? '',
    legalAidId: saved.legalAidId === null ? null : String(saved.legalAidId),
    orderBaseId: saved.orderBaseId === null ? null : String(saved.orderBaseId),
    contractDate: saved.contractDate,
    approvedDate: saved.approvedDate,
    groundsDocNumber: saved.groundsDocNumber ?? '',
    groundsDocDate: saved.groundsDocDate,
    caseNumber: saved.caseNumber ?? '',
    orderRegNumber: saved.orderRegNumber ?? '',
    file: null,
  };
}

/** "Last First Parent" of the registry -> the three name fields. */
function splitName(fullName: string) {
  const [last = '', first = '', ...rest] = fullName.trim().split(/\s+/);
  return { personLastName: last, personFirstName: first, personParentName: rest.join(' ') };
}

/** What is missing for the user to create orders (orderCreateCheck). */
export function CreateCheckNotice({ check }: { check: CallAnswer<typeof orderCalls.orderCreateCheck> }) {
  const { t } = useTranslation('orders');
  const missing = [
    !check.isLawyer && t('check.notLawyer'),
    !check.permission && t('check.noPermission'),
    check.structureRestricted && t('check.structureRestricted', { name: check.contragent?.name ?? '' }),
    check.isLawyer && !check.licenseActive && t('check.licenseNotActive'),
  ].filter(Boolean) as string[];
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('check.title')}
      data-testid="order-create-check"
    >
      <List>
        {missing.map((m) => (
          <List.Item key={m} data-testid="order-create-missing">
            {m}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Review({ values, type }: { values: OrderFormState; type: OrderType }) {
  const { t } = useTranslation('orders');
  const f = orderFields(values);
  const individual = values.protectedPersonType === 'INDIVIDUAL';
  return (
    <Stack gap="md" data-testid="order-review">
      <Text>{type === 'ELECTRONIC' ? t('form.reviewElectronic') : t('form.reviewPaper')}</Text>
      <FieldList
        fields={[
          { label: t('field.caseNumber'), value: f.caseNumber },
          {
            label: t('field.protectedPerson'),
            value: individual
              ? [f.personLastName, f.personFirstName, f.personParentName].filter(Boolean).join(' ')
              : f.contragentName,
          },
          {
            label: individual ? t('field.pinfl') : t('field.inn'),
            value: individual ? f.personPinfl : f.contragentInn,
          },
          { label: t('field.groundsDocNumber'), value: f.groundsDocNumber },
          { label: t('field.groundsDocDate'), value: formatDate(f.groundsDocDate) },
          { label: t('field.language'), value: t(`language.${values.language}`) },
          ...(type === 'PAPER'
            ? [
                { label: t('field.orderRegNumber'), value: f.orderRegNumber },
                { label: t('field.scan'), value: values.file?.name },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}

function OrderFormBody({
  type,
  saved,
  onDraftCreated,
}: {
  type: OrderType;
  saved: OrderFormValues | undefined;
  /** A new draft was saved: the page names it in the address and keeps this form (and its step). */
  onDraftCreated: (id: number) => void;
}) {
  const { t } = useTranslation('orders');
  const { t: tAll } = useTranslation();
  const links = useOrdersLinks();
  const navigate = useNavigate();
  const legalAidTypes = api.orders.listOwnLegalAidType.useQuery();
  const orderBases = useOrderBaseList();
  const ownCases = api.orders.ownCriminalCaseNumberList.useQuery();
  const createDraft = api.orders.createDraft.useMutation();
  const updateDraft = api.orders.updateDraft.useMutation();
  const register = api.orders.orderCreate.useMutation();
  const signOrder = api.orders.signatureDraft.useMutation();
  const { sign, dialog } = useSignContent();
  const form = useForm<OrderFormState>({ mode: 'controlled', initialValues: initialValues(saved) });
  const locked = useMemo(() => new Set(saved?.lockedFields ?? []), [saved]);
  const [createdId, setCreatedId] = useState<number>();
  const draftId = saved?.id ?? createdId;

  const fromCase = (c: CriminalCaseDto) => {
    form.setFieldValue('caseNumber', c.caseNumber);
    if (form.getValues().protectedPersonType === 'INDIVIDUAL' && !locked.has('personPinfl')) {
      form.setValues({ personPinfl: c.accused.pinfl, ...splitName(c.accused.fullName) });
    }
  };

  /** Saves the draft (create or update) and answers it. */
  const save = async (values: OrderFormState): Promise<OrderDto> => {
    const fields = orderFields(values);
    if (draftId) return updateDraft.mutateAsync({ id: draftId, ...fields });
    return createDraft.mutateAsync({ type, ...fields });
  };

  const saveDraft = async (values: OrderFormState) => {
    const draft = await save(values);
    toast.success(tAll('errors:success.saved'));
    // A new draft: the address names it from now on, so a reload or "back" finds it; the user stays on
    // the step they are on.
    if (!draftId) {
      setCreatedId(draft.id);
      onDraftCreated(draft.id);
      void navigate(links.create(type, draft.id), { replace: true });
    }
  };

  const finishElectronic = async (values: OrderFormState) => {
    const draft = await save(values);
    if (!draft.can.sign || !draft.signingContent) {
      void navigate(links.view(draft.id));
      return;
    }
    const signed = await sign(draft.signingContent, { title: t('actions.signTitle') });
    if (!signed) {
      void navigate(links.view(draft.id));
      return;
    }
    await signOrder.mutateAsync({ id: draft.id, pkcs7: signed.pkcs7 });
    toast.success(tAll('errors:success.signed'));
    void navigate(links.view(draft.id));
  };

  const finishPaper = async (values: OrderFormState) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(orderFields(values))) {
      if (value !== null && value !== undefined) body.append(name, String(value));
    }
    if (draftId) body.append('id', String(draftId));
    body.append(ORDER_CREATE_FILE_FIELD, values.file!);
    const order = await register.mutateAsync(body);
    toast.success(tAll('errors:success.saved'));
    void navigate(links.view(order.id));
  };

  const steps = orderSteps({
    t,
    type,
    locked,
    legalAidTypes: (legalAidTypes.data?.list ?? []).map((i) => ({ value: String(i.id), label: i.name })),
    orderBases: (orderBases.data?.list ?? []).map((i) => ({ value: String(i.id), label: i.name })),
    ownCases: (ownCases.data?.list ?? []).map((c) => c.caseNumber),
    caseLookup: (
      <CaseLookup
        onPick={fromCase}
        pickedCase={form.getValues().caseNumber || null}
        numberField={{
          value: form.getValues().caseNumber,
          setError: (message) => form.setFieldError('caseNumber', message),
        }}
      />
    ),
    review: (f) => <Review values={f.getValues()} type={type} />,
  });

  return (
    <>
      <StepForm
        form={form}
        steps={steps}
        prepare={orderValidationInput}
        finishLabel={type === 'ELECTRONIC' ? t('form.finishElectronic') : t('form.finishPaper')}
        onFinish={type === 'ELECTRONIC' ? finishElectronic : finishPaper}
        onSaveDraft={saveDraft}
        busy={createDraft.isPending || updateDraft.isPending || register.isPending || signOrder.isPending}
        testId="order-form"
      />
      {dialog}
    </>
  );
}

export function OrderForm({ type, draftId }: { type: OrderType; draftId: number | null }) {
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const check = api.orders.orderCreateCheck.useQuery();
  const saved = api.orders.getByOrderId.useQuery(
    { params: { id: draftId ?? 0 } },
    { enabled: draftId !== null },
  );
  // The form starts again when the address names another draft (or none), but not when it names the
  // draft this form has just saved for the first time: the user stays on their step.
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  const [shownDraft, setShownDraft] = useState(draftId);
  const [formKey, setFormKey] = useState(0);
  if (draftId !== shownDraft) {
    setShownDraft(draftId);
    if (draftId === null || draftId !== createdHere) {
      setCreatedHere(null);
      setFormKey((k) => k + 1);
    }
  }
  const continuing = draftId !== null && draftId === createdHere;
  const title = draftId
    ? t('form.editTitle', { id: draftId })
    : type === 'ELECTRONIC'
      ? t('form.createElectronic')
      : t('form.createPaper');
  const loading = draftId && !continuing ? saved : check;

  return (
    <>
      <PageHeader
        title={title}
        lead={type === 'ELECTRONIC' ? t('form.leadElectronic') : t('form.leadPaper')}
      />
      <QueryState query={loading}>
        {(() => {
          if (saved.data && (saved.data.status !== 'DRAFT' || !saved.data.can.update)) {
            return (
              <Alert
                color="gray"
                variant="light"
                title={t('form.notEditableTitle')}
                data-testid="order-not-editable"
              >
                <Text>{t('view.notEditable')}</Text>
                <Anchor component={Link} to={links.view(saved.data.id)}>
                  {t('form.toOrder')}
                </Anchor>
              </Alert>
            );
          }
          if (saved.data && saved.data.type !== type) {
            return (
              <Alert color="gray" variant="light" data-testid="order-wrong-type">
                <Anchor component={Link} to={links.create(saved.data.type, saved.data.id)}>
                  {t('form.otherType')}
                </Anchor>
              </Alert>
            );
          }
          if (!draftId && check.data && !check.data.canCreate)
            return <CreateCheckNotice check={check.data} />;
          return (
            <Card withBorder padding="lg">
              {check.data && !check.data.canCreate && <CreateCheckNotice check={check.data} />}
              <OrderFormBody key={formKey} type={type} saved={saved.data} onDraftCreated={setCreatedHere} />
            </Card>
          );
        })()}
      </QueryState>
      <Button component={Link} to={links.list} variant="subtle" mt="md">
        {t('view.backToList')}
      </Button>
    </>
  );
}
