/**
 * A lawyer's new request (or a draft of one) of a form's kinds (links.ts FORM_KINDS): the reason (a type
 * of the request-type tree), the explanation, and for a certificate or license the delivery (self-pickup,
 * or mail with the address and a 6-digit postal index). Checked with the contract's `requestFields`;
 * sent to the chamber, or kept as a draft. A certificate replacement asks first whether one is open
 * (checkForCertificateRequest) and says so instead of offering a second; any refusal of the API is shown
 * in full above the buttons.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type LawyerRequestDto,
  type RequestFields,
  type RequestKindValue,
  requestFields,
} from '@portal/contracts';
import { formatTiyin } from '@portal/domain';
import { IconDeviceFloppy, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { useRequestTypes, useSaveRequest } from '../api/requests';
import { useErrorColor } from '../kit/ui';
import { contractFields } from '../kit/form/field-rules';
import { ReferenceSelect } from '../kit/form/reference-select';
import { showApiFieldErrors } from '../kit/form/step-form';
import { zodFormValidator } from '../kit/form/form-validation';
import { toast } from '../shell/toast';
import { FORM_KINDS, REQUEST_LINKS, type RequestForm as FormName } from './links';
import { SubmitButton } from '../kit/form/submit-button';

interface FormState {
  requestTypeId: string | null;
  reason: string;
  delivery: 'SELF_PICKUP' | 'MAIL';
  deliveryAddress: string;
  postalIndex: string;
}

const DELIVERED_KINDS: readonly RequestKindValue[] = ['CERTIFICATE_REPLACEMENT', 'LICENSE_REPLACEMENT'];

function toBody(v: FormState, draftId: number | undefined, send: boolean): RequestFields {
  const mail = v.delivery === 'MAIL';
  return {
    ...(draftId ? { id: draftId } : {}),
    requestTypeId: v.requestTypeId ? Number(v.requestTypeId) : (undefined as unknown as number),
    reason: v.reason.trim() || null,
    delivery: v.delivery,
    deliveryAddress: mail ? v.deliveryAddress.trim() || null : null,
    postalIndex: mail ? v.postalIndex.trim() || null : null,
    send,
  };
}

function initial(draft: LawyerRequestDto | undefined): FormState {
  return {
    requestTypeId: draft ? String(draft.requestType.id) : null,
    reason: draft?.reason ?? '',
    delivery: draft?.delivery ?? 'SELF_PICKUP',
    deliveryAddress: draft?.deliveryAddress ?? '',
    postalIndex: draft?.postalIndex ?? '',
  };
}

/** The lawyer's explanation of a request, as the new request and the resend forms ask it. */
export function RequestReasonField(props: TextareaProps) {
  const { t } = useTranslation('request-screens');
  return <Textarea label={t('field.reason')} minRows={3} {...props} />;
}

/** The reasons to choose from: the children of the form's own kind, and the other kinds whole. */
function useTypeOptions(kinds: readonly RequestKindValue[]) {
  const roots = useRequestTypes();
  const own = roots.data?.list.find((r) => r.code === kinds[0]);
  const children = useRequestTypes(own?.id);
  const others = (roots.data?.list ?? []).filter((r) => kinds.slice(1).includes(r.code as RequestKindValue));
  const ownOptions = own && !own.hasChildren ? [own] : own ? (children.data?.list ?? []) : [];
  return [...ownOptions, ...others];
}

/** The open certificate replacement that makes a second one pointless, said before the lawyer writes. */
function OpenCertificateNotice() {
  const { t } = useTranslation('request-screens');
  const account = useCurrentAccount();
  const open = api.requests.checkForCertificateRequest.useQuery(
    { body: { pnfl: account.data?.pinfl ?? '' } },
    { enabled: !!account.data?.pinfl, dontShowError: true },
  );
  const requestId = open.data?.requestId;
  if (!open.data?.open || !requestId) return null;
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden="true" />} data-testid="request-open-notice">
      {t('form.openCertificate', { id: requestId })}{' '}
      <Anchor component={Link} to={REQUEST_LINKS.view(requestId)}>
        {t('form.openIt')}
      </Anchor>
    </Alert>
  );
}

export function LawyerRequestForm({ form: formName, draft }: { form: FormName; draft?: LawyerRequestDto }) {
  const { t } = useTranslation('request-screens');
  const { t: tAll } = useTranslation();
  const errorColor = useErrorColor();
  const navigate = useNavigate();
  const kinds = FORM_KINDS[formName];
  const certificate = formName === 'add-certificate';
  const save = useSaveRequest(certificate);
  const options = useTypeOptions(kinds);
  const templates = api.requests.requestTemplateList.useQuery(
    { query: { limit: 100 } },
    { staleTime: 3_600_000 },
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const validate = zodFormValidator(requestFields, tAll);
  const form = useForm<FormState>({
    mode: 'controlled',
    initialValues: initial(draft),
    validate: (v) => validate(toBody(v, draft?.id, true)),
  });
  const field = contractFields(form, requestFields);
  const delivered = kinds.some((k) => DELIVERED_KINDS.includes(k));
  const fee = templates.data?.list.find((tp) => tp.kind === kinds[0] && tp.priceTiyin > 0)?.priceTiyin;

  const submit = (send: boolean) =>
    form.onSubmit((v) => {
      setRefusal(null);
      save.mutate(toBody(v, draft?.id, send), {
        onSuccess: (answer) => {
          toast.success(t(send ? 'form.sent' : 'form.saved'));
          void navigate(REQUEST_LINKS.view(answer.id));
        },
        onError: (error) => {
          if (showApiFieldErrors(form, error).length === 0 && error instanceof ApiError)
            setRefusal(error.message);
        },
      });
    });

  return (
    <form noValidate onSubmit={submit(true)} data-testid="request-form">
      <Stack gap="md" maw={720}>
        {certificate && !draft && <OpenCertificateNotice />}
        {fee !== undefined && (
          <Text data-testid="request-fee">
            {t('form.fee', { amount: `${formatTiyin(fee)} ${t('sum')}` })}
          </Text>
        )}
        <ReferenceSelect
          items={options}
          {...field('requestTypeId', t('field.type'), 'request-type')}
          required
        />
        <RequestReasonField {...field('reason')} data-testid="request-reason" />
        {delivered && (
          <Radio.Group
            label={t('field.delivery')}
            {...form.getInputProps('delivery')}
            data-testid="request-delivery"
          >
            <Group mt="xs">
              <Radio
                value="SELF_PICKUP"
                label={t('delivery.SELF_PICKUP')}
                data-testid="request-delivery-pickup"
              />
              <Radio value="MAIL" label={t('delivery.MAIL')} data-testid="request-delivery-mail" />
            </Group>
          </Radio.Group>
        )}
        {delivered && form.values.delivery === 'MAIL' && (
          <>
            <Textarea {...field('deliveryAddress', t('field.deliveryAddress'), 'request-address')} required />
            <TextInput
              {...field('postalIndex', t('field.postalIndex'), 'request-postal-index')}
              required
              maxLength={6}
              inputMode="numeric"
            />
          </>
        )}
        {refusal && (
          <Alert color={errorColor} variant="outline" role="alert" data-testid="request-refusal">
            {refusal}
          </Alert>
        )}
        <Group>
          <SubmitButton icon={IconSend} busy={save.isPending} testId="request-send">
            {t('form.send')}
          </SubmitButton>
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            loading={save.isPending}
            onClick={() => submit(false)()}
            data-testid="request-save-draft"
          >
            {t('form.saveDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
