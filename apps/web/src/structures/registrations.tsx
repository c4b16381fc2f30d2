/**
 * /lawyer-profile/structure-registrations (REGION_CHAMBER; ADMIN reads): the filings of the chamber's
 * region, newest first, each with the tax registry's director and the actions its `can` allows.
 */
import { formatDate } from '@portal/domain';
import { Card, Group, Stack, Title } from '@mantine/core';
import type { StructureRegistrationDto } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { callOnRecord } from '../kit/call-on-record';
import { FieldList } from '../kit/field-list';
import { DataList, useListUrl } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { ReasonAction } from '../kit/reason-dialog';
import { useRecordSteps } from '../kit/record-steps';
import { PageHeader } from '../shell/page-header';
import { ActionButton } from '../kit/action-button';

const LIMIT = 20;

/** A filing's steps: `cabinet:structures.<step>`, test ids `registration-<step>`. */
const STEP_KEYS = { ns: 'cabinet', keys: 'structures', testId: 'registration', reason: 'structures.reason' };

function Filing({ r }: { r: StructureRegistrationDto }) {
  const { t } = useTranslation('cabinet');
  const accept = api.structures.acceptStructureRegistration.useMutation();
  const reject = api.structures.rejectStructureRegistration.useMutation();
  const steps = useRecordSteps(r, STEP_KEYS);
  return (
    <Card withBorder data-testid="registration-item" data-stir={r.data.stir}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {r.data.name}
        </Title>
        <StatusBadge status={r.status} />
      </Group>
      <FieldList
        fields={[
          { label: t('structures.field.stir'), value: r.data.stir },
          { label: t('structures.field.applicant'), value: r.applicantName },
          { label: t('structures.field.director'), value: r.taxDirectorName },
          { label: t('structures.field.regionId'), value: r.regionName },
          { label: t('structures.field.legalAddress'), value: r.data.legalAddress },
          { label: t('structures.field.filedAt'), value: formatDate(r.createdAt.slice(0, 10)) },
        ]}
      />
      {(r.can.accept || r.can.reject) && (
        <Group mt="sm">
          {r.can.accept && (
            <ActionButton
              icon={IconCheck}
              {...callOnRecord(accept, r.id, t('structures.accepted'))}
              testId="registration-accept"
            >
              {t('structures.accept')}
            </ActionButton>
          )}
          <ReasonAction {...steps.reason('reject', IconX, reject, t('structures.reject'))} />
        </Group>
      )}
    </Card>
  );
}

export function StructureRegistrations() {
  const { t } = useTranslation('cabinet');
  const list = useListUrl({ limit: LIMIT });
  const query = api.structures.structureRegistrationList.useQuery({ query: list.query });
  return (
    <Stack>
      <PageHeader title={t('structures.registrationsTitle')} />
      <DataList
        empty={{ text: t('emptyList.registrations') }}
        query={query}
        list={list}
        layout="cards"
        label={t('structures.registrationsTitle')}
        cards={{ render: (r: StructureRegistrationDto) => <Filing r={r} />, testId: 'registration-list' }}
      />
    </Stack>
  );
}
