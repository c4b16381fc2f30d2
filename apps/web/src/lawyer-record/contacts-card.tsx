/**
 * The lawyer's own contacts and documents (updateNew): e-mail, phone and postal address for the chamber and
 * clients, and a document with its title; the documents added so far, each opening its file.
 */
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type LawyerContacts, lawyerContactFields } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { TitledCard } from '../cabinet/titled-card';
import { ScanField, SubmitForm, submitThrough, useContractForm, useUpload } from '../kit/form/contract-form';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { ScanLink } from './scan-link';

type Doc = LawyerContacts['documents'][number];

/** The form's values from the saved contacts (the document's title starts empty). */
const valuesOf = (c: Pick<LawyerContacts, 'email' | 'phone' | 'ownAddress'>) => ({
  email: c.email ?? '',
  phone: c.phone ?? '',
  ownAddress: c.ownAddress ?? '',
  resultList: '',
});

function ContactsForm({ contacts }: { contacts: LawyerContacts }) {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const update = api.lawyerRecord.updateNew.useMutation();
  const file = useUpload();
  const { form, field } = useContractForm(lawyerContactFields, valuesOf(contacts));
  const submit = submitThrough(form, update, {
    label: t('record.save'),
    check: (values) => {
      if (!file.file || values.resultList.trim()) return true;
      form.setFieldError('resultList', te('validation.fieldMandatory'));
      return false;
    },
    body: file.body,
    saved: t('record.contactsSaved'),
    after: (saved: LawyerContacts) => {
      form.setValues(valuesOf(saved));
      file.clear();
    },
  });
  return (
    <SubmitForm submit={submit} testId="contacts">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="email" label={t('record.email')} {...field('email')} data-testid="contacts-email" />
        <TextInput
          type="tel"
          label={t('record.phone')}
          description={t('record.phoneHint')}
          {...field('phone')}
          data-testid="contacts-phone"
        />
        <TextInput label={t('record.ownAddress')} {...field('ownAddress')} data-testid="contacts-address" />
        <TextInput
          label={t('record.documentTitle')}
          {...field('resultList')}
          data-testid="contacts-document-title"
        />
        <ScanField label={t('record.document')} {...file.input} clearable data-testid="contacts-document" />
      </SimpleGrid>
    </SubmitForm>
  );
}

export function ContactsCard() {
  const { t } = useTranslation('lawyer-record');
  const contacts = api.lawyerRecord.lawyerContacts.useQuery();
  const columns: ListColumn<Doc>[] = [
    { key: 'title', title: t('record.documentTitle'), value: (d) => d.title },
    { key: 'addedAt', title: t('record.addedAt'), value: (d) => formatDateTime(d.addedAt) },
    {
      key: 'file',
      title: t('record.document'),
      csv: false,
      render: (d) => <ScanLink fileId={d.fileId} name={`${d.title}.pdf`} row={d.title} />,
    },
  ];
  return (
    <TitledCard title={t('record.contactsTitle')} testId="profile-contacts">
      <QueryState query={contacts}>
        {contacts.data && (
          <Stack gap="md">
            <ContactsForm contacts={contacts.data} />
            {contacts.data.documents.length > 0 && (
              <ListTable
                empty={{ text: t('emptyList.documents') }}
                records={contacts.data.documents}
                columns={columns}
                label={t('record.documents')}
                testId={{ table: 'documents-list', row: 'document-row' }}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </TitledCard>
  );
}
