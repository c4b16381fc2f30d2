/**
 * The filters above a list, kept in the URL (so a link reproduces the view, Back undoes a filter, and a
 * filter change goes back to page 1). A choice (select, day) applies at once; a typed text applies on
 * "Search" or Enter, so the list is not asked again at every key. "Reset" clears the form's parameters.
 *
 *   <ListFilters label={t('users.filters')} names={['search', 'role']} testId="users">
 *     <Filter.Search label={t('users.search')} />   (test id `users-search`)
 *     <Filter.Choice name="role" label={t('users.role')} values={ROLES} optionLabel={roleLabel} />
 *   </ListFilters>
 *
 * The fields below are what the kinds of `Filter` (filter-fields.tsx) are built on; screens use those.
 */
import { Group, MaskInput, Select, type SimpleGridProps, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { createContext, type FormEvent, type ReactNode, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../form/date-fields';
import { type UrlState, useUrlState } from './url-state';
import { ActionButton } from '../action-button';

interface TextField {
  /** The URL value of what is typed; null: not valid (the field shows `invalid`). */
  toUrl: (typed: string) => string | undefined | null;
}

interface FiltersContext {
  url: UrlState;
  /** The form's test id: a field's test id is `<testId>-<name>` unless it names its own. */
  testId: string;
  typed: Record<string, string>;
  type: (name: string, value: string) => void;
  errors: Record<string, boolean>;
  register: (name: string, field: TextField) => void;
}

const Context = createContext<FiltersContext | null>(null);

function useFilters(): FiltersContext {
  const context = useContext(Context);
  if (!context) throw new Error('A filter field belongs inside <ListFilters>.');
  return context;
}

export function ListFilters({
  label,
  names,
  testId,
  cols = { base: 1, sm: 2, lg: 4 },
  withSubmit = true,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The URL parameters of the form (what "Reset" clears). */
  names: readonly string[];
  /** `<testId>-form`, `<testId>-submit`, `<testId>-reset`. */
  testId: string;
  cols?: SimpleGridProps['cols'];
  /** false: only choices, which apply at once (no "Search" button). */
  withSubmit?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const url = useUrlState();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const fields = useRef(new Map<string, TextField>());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: Record<string, string | undefined> = {};
    const invalid: Record<string, boolean> = {};
    for (const [name, field] of fields.current) {
      if (typed[name] === undefined) continue;
      const value = field.toUrl(typed[name].trim());
      if (value === null) invalid[name] = true;
      else changes[name] = value;
    }
    setErrors(invalid);
    if (Object.keys(invalid).length === 0 && Object.keys(changes).length > 0) url.set(changes);
  };
  const reset = () => {
    setTyped(Object.fromEntries([...fields.current.keys()].map((name) => [name, ''])));
    setErrors({});
    url.set(Object.fromEntries(names.map((name) => [name, undefined])));
  };
  const context: FiltersContext = {
    url,
    testId,
    typed,
    type: (name, value) => setTyped((before) => ({ ...before, [name]: value })),
    errors,
    register: (name, field) => fields.current.set(name, field),
  };

  return (
    <Context.Provider value={context}>
      <form onSubmit={submit} aria-label={label} data-testid={`${testId}-form`}>
        <SimpleGrid cols={cols} mb="md">
          {children}
        </SimpleGrid>
        <Group mb="lg" gap="sm">
          {withSubmit && (
            <ActionButton type="submit" icon={IconSearch} testId={`${testId}-submit`}>
              {t('actions.search')}
            </ActionButton>
          )}
          {names.some((name) => url.get(name) !== undefined) && (
            <ActionButton variant="subtle" icon={IconX} onClick={reset} testId={`${testId}-reset`}>
              {t('actions.reset')}
            </ActionButton>
          )}
        </Group>
      </form>
    </Context.Provider>
  );
}

/**
 * A typed filter, applied on submit. `mask` makes it a masked field (`99-99-9999`); `fromUrl`/`toUrl`
 * convert between what is shown and the URL value (a dd-mm-yyyy day kept as ISO), `toUrl` answering null
 * for what is not valid.
 */
export function TypedFilter({
  name,
  label,
  description,
  testId,
  mask,
  raw = false,
  placeholder,
  maxLength = 200,
  inputMode,
  invalid,
  fromUrl = (value) => value,
  toUrl = (typed) => typed || undefined,
}: {
  name: string;
  label: string;
  description?: string;
  testId?: string;
  mask?: string;
  /** With a mask: keep what was typed without the mask's separators and empty slots (digits of a PINFL). */
  raw?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  /** The message when `toUrl` refuses what is typed. */
  invalid?: string;
  fromUrl?: (value: string) => string;
  toUrl?: (typed: string) => string | undefined | null;
}) {
  const filters = useFilters();
  filters.register(name, { toUrl });
  const value = filters.typed[name] ?? fromUrl(filters.url.get(name) ?? '');
  const common = {
    label,
    description,
    placeholder,
    value,
    inputMode,
    error: filters.errors[name] ? invalid : undefined,
    'data-testid': testId ?? `${filters.testId}-${name}`,
  };
  return mask ? (
    <MaskInput
      {...common}
      mask={mask}
      onChangeRaw={(unmasked, masked) => filters.type(name, raw ? unmasked : masked)}
    />
  ) : (
    <TextInput
      {...common}
      maxLength={maxLength}
      onChange={(e) => filters.type(name, e.currentTarget.value)}
    />
  );
}

/** A choice among fixed values, applied at once; a value the URL holds that is not among them is ignored. */
export function ChoiceFilter({
  name,
  label,
  data,
  testId,
  placeholder,
  searchable,
}: {
  name: string;
  label: string;
  data: { value: string; label: string }[];
  testId?: string;
  placeholder?: string;
  searchable?: boolean;
}) {
  const { t } = useTranslation('common');
  const { url, testId: formTestId } = useFilters();
  const value = url.get(name);
  return (
    <Select
      label={label}
      data={data}
      value={data.some((option) => option.value === value) ? value : null}
      onChange={(v) => url.set({ [name]: v })}
      clearable
      searchable={searchable}
      placeholder={placeholder ?? t('actions.all')}
      data-testid={testId ?? `${formTestId}-${name}`}
    />
  );
}

/** A day (yyyy-mm-dd in the URL), applied at once. */
export function DayFilter({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const { url, testId: formTestId } = useFilters();
  const value = url.get(name);
  return (
    <DayField
      label={label}
      value={value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null}
      onChange={(v) => url.set({ [name]: v })}
      data-testid={testId ?? `${formTestId}-${name}`}
    />
  );
}
