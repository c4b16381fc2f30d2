/**
 * Restrictions on taking interns (docs/domain.md "Interns"): the list (application/intern-restr: the
 * director sees those on their structure, the chambers their region's), the chamber's form
 * (intern-restr/create: a structure of the chamber's region, a reason, from a day, until a day or open) and one
 * restriction (intern-restr/{id}) with lifting for the chamber.
 */
import { Card, Stack, Textarea } from '@mantine/core';
import type { InternRestrictionDto } from '@portal/contracts';
import { formatDate, tashkentToday } from '@portal/domain';
import { IconLockOpen, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { DetailLayout, FieldSection, ItemActions } from '../kit/detail-layout';
import { column, type ListColumn, QueryState, RegisterPage, useRegister, linkColumn } from '../kit/list';
import { ReasonAction } from '../kit/reason-dialog';
import { ToneBadge } from '../kit/status-badge';
import { DatesLanguage, DayField } from '../kit/form/date-fields';
import { PageHeader } from '../shell/page-header';
import { RestrictionStructureField } from './restriction-structure-field';
import { toast } from '../shell/toast';
import { LinkButton } from '../kit/link-button';
import { SubmitButton } from '../kit/form/submit-button';

const BASE = '/lawyer-profile/application/intern-restr';

function useMayRestrict() {
  return useCurrentAccount().data?.permissions.includes('internRestriction.manage') ?? false;
}

export function RestrictionList() {
  const { t } = useTranslation('candidates');
  const navigate = useNavigate();
  const restrictions = useRegister(api.interns.internRestrictionList, [], { limit: 20 });
  const mayRestrict = useMayRestrict();
  const inForce = column.flag<InternRestrictionDto>({
    key: 'inForce',
    title: t('screen.state'),
    on: (r) => r.inForce,
    yes: t('screen.inForce'),
    no: t('screen.notInForce'),
    tones: ['bad', 'neutral'],
    testId: 'intern-restriction-state',
  });
  const columns: ListColumn<InternRestrictionDto>[] = [
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
    inForce,
  ];
  return (
    <Stack>
      <RegisterPage
        title={t('screen.restrictionsTitle')}
        register="intern-restrictions"
        lead={t('screen.restrictionsLead')}
        {...restrictions}
        columns={columns}
        onRowOpen={(r) => void navigate(`${BASE}/${r.id}`)}
      />
      {mayRestrict && (
        <LinkButton to={`${BASE}/create`} icon={IconPlus} w="fit-content" testId="intern-restriction-new">
          {t('screen.newRestriction')}
        </LinkButton>
      )}
    </Stack>
  );
}

export function RestrictionCreate() {
  const { t } = useTranslation('candidates');
  const navigate = useNavigate();
  const create = api.interns.createInternRestriction.useMutation();
  const [contragentId, setContragentId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [fromDate, setFromDate] = useState<string | null>(tashkentToday());
  const [untilDate, setUntilDate] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { contragentId: Number(contragentId), reason, fromDate: fromDate!, untilDate },
      {
        onSuccess: (r) => {
          toast.done();
          void navigate(`${BASE}/${r.id}`);
        },
      },
    );
  };
  return (
    <Stack>
      <PageHeader title={t('screen.newRestriction')} lead={t('screen.restrictionsLead')} />
      <Card withBorder>
        <DatesLanguage>
          <form onSubmit={submit} data-testid="intern-restriction-form">
            <Stack gap="sm">
              <RestrictionStructureField value={contragentId} onChange={setContragentId} />
              <Textarea
                label={t('screen.reason')}
                required
                maxLength={2000}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                data-testid="intern-restriction-reason"
              />
              <DayField label={t('screen.fromDate')} required value={fromDate} onChange={setFromDate} />
              <DayField label={t('screen.untilDate')} value={untilDate} onChange={setUntilDate} />
              <SubmitButton
                busy={create.isPending}
                disabled={!contragentId || !reason.trim() || !fromDate}
                w="fit-content"
                testId="intern-restriction-save"
              >
                {t('screen.save')}
              </SubmitButton>
            </Stack>
          </form>
        </DatesLanguage>
      </Card>
    </Stack>
  );
}

export function RestrictionPage({ id }: { id: number }) {
  const { t } = useTranslation('candidates');
  const restriction = api.interns.internRestriction.useQuery({ params: { id: id } });
  const lift = api.interns.liftInternRestriction.useMutation();
  const r = restriction.data;
  return (
    <Stack>
      <PageHeader title={t('screen.restriction')} />
      <QueryState query={restriction}>
        {r && (
          <DetailLayout
            testId="intern-restriction-record"
            status={
              <ToneBadge tone={r.inForce ? 'bad' : 'neutral'}>
                {r.inForce ? t('screen.inForce') : t('screen.notInForce')}
              </ToneBadge>
            }
            actions={
              <ItemActions testId="intern-restriction-actions" actions={[]}>
                {r.can.lift && (
                  <ReasonAction
                    label={t('screen.lift')}
                    icon={<IconLockOpen size={18} aria-hidden="true" />}
                    testId="intern-restriction-lift"
                    dialogTitle={t('screen.lift')}
                    reasonLabel={t('screen.reason')}
                    busy={lift.isPending}
                    run={(reason) => lift.mutateAsync({ id: r.id, reason })}
                    done={t('screen.saved')}
                  />
                )}
              </ItemActions>
            }
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
