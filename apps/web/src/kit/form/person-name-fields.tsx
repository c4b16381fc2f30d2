/**
 * A person's name as every form asks for it: last name, first name, parent's name (patronymic), each
 * with the rules of the contract's schema (required, longest length) through `contractFields`. The form
 * names its own fields (`personLastName` in an order, `lastName` in a case person); the test ids are
 * `<testIdPrefix>-last-name`, `-first-name`, `-parent-name`.
 */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PersonNameNames {
  last: string;
  first: string;
  parent: string;
}

const DEFAULT_NAMES: PersonNameNames = { last: 'lastName', first: 'firstName', parent: 'parentName' };

export function PersonNameFields({
  field,
  names = DEFAULT_NAMES,
  testIdPrefix,
}: {
  /** The field props of the form (`contractFields(form, schema, …)`). */
  field: (name: string) => object;
  names?: PersonNameNames;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextInput
        label={t('person.lastName')}
        data-testid={`${testIdPrefix}-last-name`}
        {...field(names.last)}
      />
      <TextInput
        label={t('person.firstName')}
        data-testid={`${testIdPrefix}-first-name`}
        {...field(names.first)}
      />
      <TextInput
        label={t('person.parentName')}
        data-testid={`${testIdPrefix}-parent-name`}
        {...field(names.parent)}
      />
    </>
  );
}

/** A person's full name as shown: last, first and parent's name, the empty ones left out. */
export function joinName(p: {
  lastName?: string | null;
  firstName?: string | null;
  parentName?: string | null;
}): string {
  return [p.lastName, p.firstName, p.parentName].filter(Boolean).join(' ');
}
