/**
 * Restrictions on taking interns (docs/domain.md "Interns"): the list (application/intern-restr: the
 * director sees those on their structure, the chambers their region's), the chamber's form
 * (intern-restr/create: a structure of the chamber's region, a reason, from a day, until a day or open;
 * for a director the rule of who sets them and those on their structure) and one restriction
 * (intern-restr/{id}) with lifting for the chamber.
 */
import { Alert, Stack, Textarea } from '@mantine/core';
import { type InternRestrictionDto, internRestrictionCreateBody } from '@portal/contracts';
import { formatDate, tashkentToday } from '@portal/domain';
import { IconInfoCircle, IconLockOpen, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { DetailLayout, FieldSection, ItemActions } from '../kit/detail-layout';
import { column, FlagBadge, QueryState, linkColumn, defineRegister, Register } from '../kit/list';
import { useRecordSteps } from '../kit/record-steps';
import { ReasonAction } from '../kit/reason-dialog';
import { DayField } from '../kit/form/date-fields';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { PageHeader } from '../shell/page-header';
import { RestrictionStructureField } from './restriction-structure-field';
import { toast } from '../shell/toast';
import { LinkButton } from '../kit/link-button';

const BASE = '/lawyer-profile/application/intern-restr';

function useMayRestrict() {
  return useCurrentAccount().data?.permissions.includes('internRestriction.manage') ?? false;
}

export const INTERN_RESTRICTIONS = defineRegister({
  name: 'intern-restrictions',
  texts: 'candidates:restrictions',
  keys: { title: 'screen.restrictionsTitle', lead: 'screen.restrictionsLead' },
  call: api.interns.internRestrictionList,
  limit: 20,
  columns: ({ t }) => [
    linkColumn({
      key: 'structure',
      title: t('screen.structure'),
      value: (r) => r.contragent.name,
      to: (r) => `${BASE}/${r.id}`,
    }),
    { key: 'region', title: t('screen.region'), value: (r) => r.region.name },
    { key: 'reason', title: t('screen.reason'), value: (r) => r.reason },
    {
      key: 'period',
      title: t('screen.period'),
      value: (r) => `${formatDate(r.fromDate)} – ${r.untilDate ? formatDate(r.untilDate) : t('screen.open')}`,
    },
    column.flag<InternRestrictionDto>({
      key: 'inForce',
      t,
      on: (r) => r.inForce,
      tones: ['bad', 'neutral'],
      testId: 'intern-restriction-state',
    }),
  ],
  empty: ({ t }) => ({
    text: t('emptyList.restrictions'),
    link: {
      to: '/lawyer-profile/application/intern-restr/create',
      label: t('emptyList.newRestriction'),
      permission: 'internRestriction.manage',
    },
  }),
  opens: (r) => `${BASE}/${r.id}`,
});

/** The restrictions the caller may see; `notice` goes between the heading and the list. */
export function RestrictionList({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation('candidates');
  const mayRestrict = useMayRestrict();
  return (
    <Stack>
      <Register of={INTERN_RESTRICTIONS} actions={notice}>
        {mayRestrict && (
          <LinkButton to={`${BASE}/create`} icon={IconPlus} w="fit-content" testId="intern-restriction-new">
            {t('screen.newRestriction')}
          </LinkButton>
        )}
      </Register>
    </Stack>
  );
}

/** What the chamber's form holds: the structure as its choice's value, the days as ISO dates. */
interface RestrictionValues extends Record<string, unknown> {
  contragentId: string | null;
  reason: string;
  fromDate: string | null;
  untilDate: string | null;
}

/** The chamber restricts a structure: checked with the call's schema, what is missing shown under its field. */
function RestrictionForm() {
  const { t } = useTranslation('candidates');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const create = api.interns.createInternRestriction.useMutation();
  const { form, field } = useContractForm<RestrictionValues>(
    internRestrictionCreateBody,
    { contragentId: null, reason: '', fromDate: tashkentToday(), untilDate: null },
    (v) => (v.contragentId ? {} : { contragentId: te('validation.fieldMandatory') }),
  );
  const submit = submitThrough(form, create, {
    label: t('screen.save'),
    body: (v) => ({
      contragentId: Number(v.contragentId),
      reason: v.reason,
      fromDate: v.fromDate!,
      untilDate: v.untilDate,
    }),
    after: (r: InternRestrictionDto) => {
      toast.done();
      void navigate(`${BASE}/${r.id}`);
    },
  });
  return (
    <Stack>
      <PageHeader title={t('screen.newRestriction')} lead={t('screen.restrictionsLead')} />
      <SubmitForm card submit={submit} testId="intern-restriction" submitTestId="intern-restriction-save">
        <Stack gap="sm">
          <RestrictionStructureField
            value={form.getValues().contragentId}
            onChange={(id) => form.setFieldValue('contragentId', id)}
            error={form.errors.contragentId}
            path="contragentId"
          />
          <Textarea {...field('reason', t('screen.reason'), 'intern-restriction-reason')} />
          <DayField {...field('fromDate', t('screen.fromDate'), 'intern-restriction-from')} />
          <DayField {...field('untilDate', t('screen.untilDate'), 'intern-restriction-until')} />
        </Stack>
      </SubmitForm>
    </Stack>
  );
}

/**
 * intern-restr/create: the chamber's form; a director (who sees the restrictions but does not set them,
 * docs/domain.md "Restrictions on taking interns") reads who sets them and the ones on their structure.
 */
export function RestrictionCreate() {
  const { t } = useTranslation('candidates');
  return useMayRestrict() ? (
    <RestrictionForm />
  ) : (
    <RestrictionList
      notice={
        <Alert
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          title={t('screen.whoRestrictsTitle')}
          data-testid="intern-restriction-who"
          w="100%"
        >
          {t('screen.whoRestricts')}
        </Alert>
      }
    />
  );
}

/** A restriction's steps: `candidates:screen.<step>`, test ids `intern-restriction-<step>`. */
const STEP_KEYS = { ns: 'candidates', keys: 'screen', testId: 'intern-restriction', reason: 'screen.reason' };

function RestrictionActions({ r }: { r: InternRestrictionDto }) {
  const { t } = useTranslation('candidates');
  const steps = useRecordSteps(r, STEP_KEYS);
  const lift = api.interns.liftInternRestriction.useMutation();
  return (
    <ItemActions testId="intern-restriction-actions" actions={[]}>
      <ReasonAction {...steps.reason('lift', IconLockOpen, lift, t('screen.saved'))} />
    </ItemActions>
  );
}

export function RestrictionPage({ id }: { id: number }) {
  const { t } = useTranslation('candidates');
  const restriction = api.interns.internRestriction.useQuery({ params: { id: id } });
  const r = restriction.data;
  return (
    <Stack>
      <PageHeader title={t('screen.restriction')} />
      <QueryState query={restriction}>
        {r && (
          <DetailLayout
            testId="intern-restriction-record"
            status={<FlagBadge t={t} flag="inForce" on={r.inForce} tones={['bad', 'neutral']} />}
            actions={<RestrictionActions r={r} />}
          >
            <FieldSection
              title={t('screen.restriction')}
              fields={[
                { label: t('screen.structure'), value: r.contragent.name },
                { label: t('screen.region'), value: r.region.name },
                { label: t('screen.reason'), value: r.reason },
                { label: t('screen.fromDate'), value: formatDate(r.fromDate) },
                {
                  label: t('screen.untilDate'),
                  value: r.untilDate ? formatDate(r.untilDate) : t('screen.open'),
                },
                { label: t('screen.createdBy'), value: r.createdBy ?? '—' },
                r.liftedAt !== null && {
                  label: t('screen.liftedAt'),
                  value: formatDate(r.liftedAt.slice(0, 10)),
                },
                r.liftReason !== null && { label: t('screen.liftReason'), value: r.liftReason },
              ]}
            />
          </DetailLayout>
        )}
      </QueryState>
    </Stack>
  );
}
