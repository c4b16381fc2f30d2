/**
 * What a field's zod schema (packages/contracts) says the screen must show: whether it has to be filled
 * (the asterisk), its longest length (the input stops there) and whether it takes digits only (the phone
 * keyboard shows digits). Read from the schema, never restated by hand, so the form and the API agree.
 */
import type { UseFormReturnType } from '@mantine/form';
import { z } from 'zod';

export interface FieldRules {
  required: boolean;
  maxLength?: number;
  inputMode?: 'numeric';
}

/** Wrappers whose inner schema holds the field's own checks. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema that checks the value itself: below optional/nullable/default and before a transform. */
function core(schema: z.ZodType): z.ZodType {
  let node = schema as z.core.$ZodType;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = node._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (WRAPPERS.has(def.type) && def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.in) node = def.in;
    else break;
  }
  return node as z.ZodType;
}

/** A digits-only pattern (`^\d{14}$`, `^\d{6,20}$`) and its longest length. */
function digitsPattern(schema: z.ZodType): number | undefined {
  const checks = (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  for (const check of checks) {
    const pattern = (check._zod.def as { pattern?: RegExp }).pattern;
    const m = pattern && /^\^\\d\{(?:\d+,)?(\d+)\}\$$/.exec(pattern.source);
    if (m) return Number(m[1]);
  }
  return undefined;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

export function fieldRules(schema: z.ZodType): FieldRules {
  const inner = core(schema);
  const empty = accepts(schema, undefined) || accepts(schema, null) || accepts(schema, '');
  const rules: FieldRules = { required: !empty };
  if (inner instanceof z.ZodString) {
    const digits = digitsPattern(inner);
    const max = inner.maxLength ?? digits;
    if (max !== null && max !== undefined) rules.maxLength = max;
    if (digits !== undefined) rules.inputMode = 'numeric';
  }
  return rules;
}

/**
 * The props of a form's fields from a contract schema: `field('caseNumber')` gives @mantine/form's input
 * props with the schema's rules; `field('caseNumber', t('request.caseNumber'), 'request-field-case')`
 * adds the field's label and test id, so a plain field is one line:
 * `<TextInput {...field('caseNumber', label, testId)} />`. `required` names the fields a step makes
 * required beyond the schema (an order's draft allows empty fields that signing needs); `disabled` the
 * fields that may not change; `prefix` the path of a list item's fields (`participations.2.`).
 */
export interface ContractFieldOptions {
  required?: Iterable<string>;
  disabled?: Iterable<string>;
  prefix?: string;
}

export function contractFields<V>(
  form: UseFormReturnType<V>,
  schema: z.ZodObject,
  options: ContractFieldOptions = {},
) {
  const required = new Set(options.required);
  const disabled = new Set(options.disabled);
  return (name: string, label?: string, testId?: string) => {
    const own = schema.shape[name];
    const rules = own ? fieldRules(own as z.ZodType) : { required: false };
    return {
      ...(label === undefined ? {} : { label }),
      ...(testId === undefined ? {} : { 'data-testid': testId }),
      ...form.getInputProps(`${options.prefix ?? ''}${name}`),
      ...rules,
      required: rules.required || required.has(name),
      ...(disabled.has(name) ? { disabled: true } : {}),
    };
  };
}

/** The props of one field, by its name, label and test id: what `contractFields` answers. */
export type ContractField = ReturnType<typeof contractFields>;
