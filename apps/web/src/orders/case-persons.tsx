/**
 * The persons added to an order's case (spec section 5: never deleted, so the list has no delete
 * button and says so) and, when `can.addCasePerson`, the form that adds one.
 */
import { formatDate } from '@portal/domain';
import { Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { addCasePersonBody, type CasePersonItem, PROCEDURE_ROLE_VALUES } from '@portal/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { joinName, PersonNameFields } from '../kit/form/person-name-fields';
import { type ListColumn, ListTable } from '../kit/list';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { ActionButton } from '../kit/action-button';

const schema = addCasePersonBody.omit({ orderId: true });

type Values = {
  pinfl: string;
  lastName: string;
  firstName: string;
  parentName: string;
  /** Empty until chosen; the schema refuses the form without it. */
  procedureRole: CasePersonItem['procedureRole'] | null;
};

function AddCasePerson({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const { t: tAll } = useTranslation();
  const add = api.orders.addCasePerson.useMutation();
  const { form, field } = useContractForm<Values>(schema, {
    pinfl: '',
    lastName: '',
    firstName: '',
    parentName: '',
    procedureRole: null,
  });
  const submit = submitThrough(form, add, {
    label: t('casePersons.add'),
    body: (values) => ({
      orderId,
      ...values,
      procedureRole: values.procedureRole!,
      parentName: values.parentName.trim() || null,
    }),
    saved: tAll('errors:success.saved'),
    after: () => {
      form.reset();
      onDone();
    },
  });
  return (
    <SubmitForm submit={submit} testId="case-person">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('field.pinfl')} data-testid="case-person-pinfl" {...field('pinfl')} />
        <Select
          allowDeselect={false}
          data={PROCEDURE_ROLE_VALUES.map((r) => ({ value: r, label: t(`procedureRole.${r}`) }))}
          {...field('procedureRole', t('casePersons.role'), 'case-person-role')}
        />
        <PersonNameFields field={field} testIdPrefix="case-person" />
      </SimpleGrid>
    </SubmitForm>
  );
}

export function CasePersons({
  orderId,
  persons,
  canAdd,
}: {
  orderId: number;
  persons: readonly CasePersonItem[];
  canAdd: boolean;
}) {
  const { t } = useTranslation('orders');
  const [adding, setAdding] = useState(false);
  const columns: ListColumn<CasePersonItem>[] = [
    { key: 'name', title: t('casePersons.name'), value: (p) => joinName(p) },
    { key: 'pinfl', title: t('field.pinfl') },
    {
      key: 'procedureRole',
      title: t('casePersons.role'),
      value: (p) => t(`procedureRole.${p.procedureRole}`),
    },
    { key: 'addedAt', title: t('casePersons.addedAt'), value: (p) => formatDate(p.addedAt) },
  ];
  return (
    <section aria-labelledby="case-persons-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="case-persons-title">
          {t('casePersons.title')}
        </Title>
        {canAdd && !adding && (
          <ActionButton
            variant="light"
            icon={IconUserPlus}
            onClick={() => setAdding(true)}
            testId="case-person-open"
          >
            {t('casePersons.add')}
          </ActionButton>
        )}
      </Group>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('casePersons.neverDeleted')}
        </Text>
        {persons.length === 0 ? (
          <Text data-testid="case-persons-empty">{t('casePersons.empty')}</Text>
        ) : (
          <ListTable
            empty={{ text: t('emptyList.casePersons') }}
            records={persons}
            columns={columns}
            label={t('casePersons.title')}
            testId={{ table: 'case-persons-table', row: 'case-person-row' }}
          />
        )}
        {adding && <AddCasePerson orderId={orderId} onDone={() => setAdding(false)} />}
      </Stack>
    </section>
  );
}
