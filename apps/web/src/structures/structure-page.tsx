/**
 * /lawyer-profile/control and control/structure-information/update: the caller's structure
 * (or their registration filing and its status) and the form of every field of spec section 3
 * "Contragent". Without a structure the form files a registration: the INN is looked up in the tax
 * registry first (candidateDocument/call-api), which fills the name and address.
 */
import { Alert, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type OwnStructureDto, structureForm } from '@portal/contracts';
import { IconDatabaseSearch, IconDeviceFloppy, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { useContragentTypes, useRegions } from '../api/reference';
import { api } from '../api/api';
import { FieldList } from '../kit/field-list';
import { StatusHistory } from '../kit/detail-layout';
import { TitledCard } from '../cabinet/titled-card';
import { MapPicker } from '../public/map-picker';
import { QueryPage } from '../kit/list';
import { toast } from '../shell/toast';
import { LinkButton } from '../kit/link-button';
import { submitThrough, useContractForm } from '../kit/form/contract-form';
import { SubmitButton } from '../kit/form/submit-button';
import { ActionButton } from '../kit/action-button';

const TEXT_FIELDS = [
  'name',
  'shortName',
  'legalAddress',
  'physicalAddress',
  'phone',
  'fax',
  'email',
  'postalIndex',
  'bankName',
  'mfo',
  'bankAccount',
] as const;
type Values = Record<(typeof TEXT_FIELDS)[number] | 'stir' | 'typeId' | 'regionId', string> & {
  latitude: number | null;
  longitude: number | null;
};

const UPDATE = '/lawyer-profile/control/structure-information/update';

function Registration({ own }: { own: OwnStructureDto }) {
  const { t } = useTranslation('cabinet');
  const r = own.registration;
  if (!r || own.structure) return null;
  const reason = r.history.at(-1)?.comment ?? '';
  return (
    <TitledCard
      title={t('structures.registration')}
      status={r.status}
      gap="sm"
      testId="structure-registration"
    >
      <Alert color={r.status === 'REJECTED' ? 'red' : 'blue'} mb="sm">
        {r.status === 'SEND'
          ? t('structures.pending')
          : r.status === 'REJECTED'
            ? t('structures.rejected', { reason })
            : t('structures.signInAgain')}
      </Alert>
      <FieldList
        fields={[
          { label: t('structures.field.stir'), value: r.data.stir },
          { label: t('structures.field.name'), value: r.data.name },
          { label: t('structures.field.regionId'), value: r.regionName },
          { label: t('structures.field.director'), value: r.taxDirectorName },
        ]}
      />
      <StatusHistory history={r.history} />
    </TitledCard>
  );
}

/** The structure's data, or its filing, and the way to edit or register. */
function OwnStructure({ own }: { own: OwnStructureDto }) {
  const { t } = useTranslation('cabinet');
  const s = own.structure;
  return (
    <Stack>
      {!s && !own.registration && <Alert>{t('structures.noStructure')}</Alert>}
      {s && (
        <Card withBorder data-testid="structure-data">
          <FieldList
            fields={[
              { label: t('structures.field.stir'), value: s.stir, testId: 'structure-stir' },
              { label: t('structures.field.name'), value: s.name, testId: 'structure-name' },
              { label: t('structures.field.legalAddress'), value: s.legalAddress },
              { label: t('structures.field.phone'), value: s.phone },
              { label: t('structures.field.email'), value: s.email },
              { label: t('structures.field.postalIndex'), value: s.postalIndex },
              { label: t('structures.field.bankName'), value: s.bankName },
              { label: t('structures.field.mfo'), value: s.mfo },
              { label: t('structures.field.bankAccount'), value: s.bankAccount },
            ]}
          />
        </Card>
      )}
      <Registration own={own} />
      {(own.can.edit || own.can.register) && (
        <Group>
          <LinkButton to={UPDATE} icon={IconEdit} testId="structure-edit">
            {own.can.register ? t('structures.register') : t('structures.edit')}
          </LinkButton>
        </Group>
      )}
    </Stack>
  );
}

/** /lawyer-profile/control: the structure's data, or the filing, and the way to edit or register. */
export function StructureControl() {
  const { t } = useTranslation('cabinet');
  return (
    <QueryPage query={api.structures.ownContragent.useQuery()} title={t('structures.controlTitle')}>
      {(own) => <OwnStructure own={own} />}
    </QueryPage>
  );
}

function initial(own: OwnStructureDto): Values {
  const d = own.structure ?? (own.registration?.status === 'SEND' ? own.registration.data : null);
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    stir: text(d?.stir),
    typeId: text(d?.typeId ?? 1),
    regionId: text(d?.regionId),
    latitude: d?.latitude ?? null,
    longitude: d?.longitude ?? null,
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(d?.[f])])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
  };
}

/** Every field of the structure, checked with the contract's `structureForm`; the API's refusals under their fields. */
function StructureForm({ own }: { own: OwnStructureDto }) {
  const { t } = useTranslation('cabinet');
  const navigate = useNavigate();
  // a filer whose session does not manage a structure yet (a lawyer, a citizen) stays here, where the
  // filing's card shows; the control page would refuse them until they sign in again
  const manages = useCurrentAccount().data?.permissions.includes('structure.manage') ?? false;
  const types = useContragentTypes();
  const regions = useRegions();
  const lookup = api.structures.taxCompany.useMutation({ invalidates: [] });
  const { form, field } = useContractForm(structureForm, initial(own));
  const [notYou, setNotYou] = useState(false);
  const innFixed = own.structure !== null || own.registration?.status === 'SEND';
  const submit = submitThrough(form, api.structures.updateOwnContragent.useMutation(), {
    label:
      own.structure || own.registration?.status === 'SEND' ? t('structures.save') : t('structures.register'),
    body: (values) => structureForm.parse(values),
    saved: t('errors:success.saved'),
    after: () => (manages ? void navigate('/lawyer-profile/control') : undefined),
  });
  const fill = () =>
    lookup.mutate(
      { inn: form.getValues().stir.trim() },
      {
        onSuccess: (c) => {
          setNotYou(!c.directorIsYou);
          const old = form.getValues();
          form.setValues({
            name: c.name,
            shortName: c.shortName ?? old.shortName,
            legalAddress: c.address,
            regionId: c.regionId ? String(c.regionId) : old.regionId,
          });
          toast.success(t('structures.lookupDone'));
        },
      },
    );
  const input = (k: keyof Values, extra: Record<string, unknown> = {}) => (
    <TextInput key={k} {...field(k, t(`structures.field.${k}`), `structure-${k}`)} {...extra} />
  );
  const choice = (k: 'typeId' | 'regionId', list: { id: number; name: string }[] = []) => (
    <Select
      data={list.map((x) => ({ value: String(x.id), label: x.name }))}
      {...field(k, t(`structures.field.${k}`), `structure-${k}`)}
    />
  );
  const { latitude, longitude } = form.getValues();
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Stack>
        <Group align="end">
          {input('stir', { disabled: innFixed, maxLength: 9, inputMode: 'numeric' })}
          {!innFixed && (
            <ActionButton
              variant="light"
              onClick={fill}
              loading={lookup.isPending}
              icon={IconDatabaseSearch}
              testId="structure-lookup"
            >
              {t('structures.lookup')}
            </ActionButton>
          )}
        </Group>
        {notYou && (
          <Alert color="yellow" data-testid="structure-not-you">
            {t('structures.notYou')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {input('name')}
          {input('shortName')}
          {choice('typeId', types.data?.list)}
          {choice('regionId', regions.data?.list)}
          {input('legalAddress')}
          {input('physicalAddress')}
          {input('phone', { placeholder: '+998901234567' })}
          {input('fax')}
          {input('email', { type: 'email' })}
          {input('postalIndex', { maxLength: 6 })}
          {input('bankName')}
          {input('mfo', { maxLength: 5 })}
          {input('bankAccount', { maxLength: 20 })}
        </SimpleGrid>
        <MapPicker
          label={t('structures.field.position')}
          testId="structure-position"
          value={{ latitude, longitude }}
          onChange={(p) => form.setValues({ latitude: p.latitude, longitude: p.longitude })}
        />
        <Group>
          <SubmitButton icon={IconDeviceFloppy} busy={submit.busy} testId="structure-save">
            {submit.label}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** /lawyer-profile/control/structure-information/update. */
export function StructureUpdate() {
  const { t } = useTranslation('cabinet');
  return (
    <QueryPage query={api.structures.ownContragent.useQuery()} title={t('structures.updateTitle')}>
      {(own) => (
        <Stack>
          <Registration own={own} />
          <StructureForm own={own} />
        </Stack>
      )}
    </QueryPage>
  );
}
