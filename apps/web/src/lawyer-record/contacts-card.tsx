/**
 * The lawyer's own contacts and documents (updateNew): e-mail, phone and postal address for the chamber and
 * clients, and a document with its title; the documents added so far, each opening its file.
 */
import { Button, Card, FileInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LawyerContacts, lawyerContactFields } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLawyerContacts, useUpdateContacts } from '../api/lawyer-record';
import { contractFields } from '../kit/form/field-rules';
import { showApiFieldErrors } from '../kit/form/step-form';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { zodFormValidator } from '../legal-aid/form-validation';
import { toast } from '../shell/toast';
import { ScanLink } from './scan-link';

type Doc = LawyerContacts['documents'][number];

function ContactsForm({ contacts }: { contacts: LawyerContacts }) {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const update = useUpdateContacts();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({
    initialValues: {
      email: contacts.email ?? '',
      phone: contacts.phone ?? '',
      ownAddress: contacts.ownAddress ?? '',
      resultList: '',
    },
    validate: zodFormValidator(lawyerContactFields, te),
  });
  const field = contractFields(form, lawyerContactFields);
  const submit = form.onSubmit((values) => {
    if (file && !values.resultList.trim())
      return form.setFieldError('resultList', te('validation.fieldMandatory'));
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.append(k, v);
    if (file) body.append('file', file);
    update.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('record.contactsSaved'));
        form.setValues({
          email: saved.email ?? '',
          phone: saved.phone ?? '',
          ownAddress: saved.ownAddress ?? '',
          resultList: '',
        });
        setFile(null);
      },
      onError: (error) => showApiFieldErrors(form, error),
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="contacts-form">
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
        <FileInput
          label={t('record.document')}
          accept="application/pdf,image/jpeg,image/png,image/webp"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          data-testid="contacts-document"
        />
      </SimpleGrid>
      <Button type="submit" mt="md" loading={update.isPending} data-testid="contacts-submit">
        {t('record.save')}
      </Button>
    </form>
  );
}

export function ContactsCard() {
  const { t } = useTranslation('lawyer-record');
  const contacts = useLawyerContacts();
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
    <Card withBorder radius="md" padding="lg" data-testid="profile-contacts">
      <Title order={2} size="h3" mb="md">
        {t('record.contactsTitle')}
      </Title>
      <QueryState query={contacts}>
        {contacts.data && (
          <Stack gap="md">
            <ContactsForm contacts={contacts.data} />
            {contacts.data.documents.length > 0 && (
              <ListTable
                records={contacts.data.documents}
                columns={columns}
                label={t('record.documents')}
                testId="documents-list"
                rowProps={() => ({ 'data-testid': 'document-row' })}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
