/**
 * Writing a template (new, or editing one's own): its name and text, the fields one can insert (a button
 * per field puts `{{group.field}}` at the cursor), and the check of the placeholders as one types
 * (packages/domain `templateFaults`, the same rule the API applies when saving).
 */
import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { docTemplateCreateBody } from '@portal/contracts';
import { DOC_TEMPLATE_FIELDS, templateFaults } from '@portal/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { contractFields } from '../kit/form/field-rules';
import { savedOr } from '../kit/form/contract-form';
import { QueryState } from '../kit/list';
import { zodFormValidator } from '../kit/form/form-validation';
import { PageHeader } from '../shell/page-header';
import { templateLinks } from './template-links';
import { SubmitButton } from '../kit/form/submit-button';

export function TemplateForm({ id }: { id?: number }) {
  const { t } = useTranslation('letters');
  const existing = api.docTemplates.docTemplate.useQuery(
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
  return (
    <Stack>
      <PageHeader title={id === undefined ? t('template.new') : t('template.edit')} />
      {id === undefined ? (
        <Editor />
      ) : (
        <QueryState query={existing}>
          {existing.data && <Editor id={id} initial={existing.data} />}
        </QueryState>
      )}
    </Stack>
  );
}

function Editor({ id, initial }: { id?: number; initial?: { name: string; body: string } }) {
  const { t } = useTranslation('letters');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const create = api.docTemplates.docTemplateCreate.useMutation();
  const update = api.docTemplates.docTemplateUpdate.useMutation();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const form = useForm({
    initialValues: { name: initial?.name ?? '', body: initial?.body ?? '' },
    validate: (values) => {
      const errors = zodFormValidator(docTemplateCreateBody, te)(values);
      const faults = templateFaults(values.body);
      if (!errors.body && faults.length > 0)
        errors.body = t('template.error.unknownField', { fields: faults.join(', ') });
      return errors;
    },
  });
  const field = contractFields(form, docTemplateCreateBody);
  const faults = templateFaults(form.values.body);

  const insert = (name: string) => {
    const area = bodyRef.current;
    const text = `{{${name}}}`;
    const body = form.values.body;
    const at = area ? area.selectionStart : body.length;
    const end = area ? area.selectionEnd : body.length;
    form.setFieldValue('body', body.slice(0, at) + text + body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const submit = form.onSubmit((values) => {
    const handlers = savedOr(form, t('template.created'), (saved: { id: number }) => {
      void navigate(templateLinks.use(saved.id));
    });
    if (id === undefined) create.mutate(values, handlers);
    else update.mutate({ ...values, id }, handlers);
  });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('template.name')} {...field('name')} data-testid="doc-template-name" />
        <Textarea
          ref={bodyRef}
          label={t('template.body')}
          description={t('template.bodyHint', { example: '{{structure.name}}' })}
          minRows={8}
          maxRows={24}
          {...field('body')}
          error={
            form.errors.body ??
            (faults.length > 0 ? t('template.error.unknownField', { fields: faults.join(', ') }) : undefined)
          }
          data-testid="doc-template-body"
        />
        <div>
          <Title order={2} size="h5" mb="xs">
            {t('template.fields')}
          </Title>
          <Stack gap="xs">
            {Object.entries(DOC_TEMPLATE_FIELDS).map(([group, names]) => (
              <Group key={group} gap="xs" align="center">
                <Text fw={600} size="sm" w={90}>
                  {t(`template.group.${group}`)}
                </Text>
                {names.map((name) => (
                  <Button
                    key={name}
                    size="compact-sm"
                    variant="light"
                    onClick={() => insert(`${group}.${name}`)}
                    aria-label={t('template.insert', {
                      field: `${t(`template.group.${group}`)}: ${t(`template.field.${group}.${name}`)}`,
                    })}
                    data-testid={`doc-template-insert-${group}.${name}`}
                  >
                    {t(`template.field.${group}.${name}`)}
                  </Button>
                ))}
              </Group>
            ))}
          </Stack>
        </div>
        <Group>
          <SubmitButton
            icon={IconDeviceFloppy}
            busy={create.isPending || update.isPending}
            testId="doc-template-save"
          >
            {t('template.save')}
          </SubmitButton>
          <Button component={Link} to={templateLinks.list} variant="default">
            {t('template.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
