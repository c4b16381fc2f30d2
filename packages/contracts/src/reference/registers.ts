/**
 * The reference-data registers (MINISTRY and ADMIN edit them in the cabinet's "reference data"): every
 * reference list the portal uses is declared here once, and one register screen and one set of calls
 * serve them all. A list is added by declaring it in `REFERENCE_LISTS` (its fields beside the code and the
 * four names); the API stores a declared list in its own table where it has one
 * (apps/api/src/modules/reference-data/tables.ts) and in the shared `reference_values` table otherwise.
 */
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { listOf, pageQuery, searchText, wholeListOf } from '../common/paging';
import { requiredLine, storedText, translatedText } from '../common/text';
import { defineCalls, get, post } from '../kit/define-call';
import { actionFlags, withId } from '../kit/fields';

/** What a value of a list carries beside its code and names. */
export type ReferenceFieldKind =
  /** One of the 14 regions (regionId). */
  | 'region'
  /** Another value of the same list, its parent (parentId): the list is a tree. */
  | 'parent'
  /** An amount of money in tiyin (amountTiyin), entered in sum. */
  | 'amount'
  /** A whole number (number), e.g. a contract period's months. */
  | 'whole';

/** The column each kind of field is kept in, in the API's rows and the calls' bodies. */
export const REFERENCE_FIELD_KEY = {
  region: 'regionId',
  parent: 'parentId',
  amount: 'amountTiyin',
  whole: 'number',
} as const satisfies Record<ReferenceFieldKind, string>;

export interface ReferenceFieldDeclaration {
  readonly kind: ReferenceFieldKind;
  /** A value without it is refused (validation.fieldMandatory naming the field). */
  readonly required: boolean;
}

export interface ReferenceListDeclaration {
  /**
   * Values are neither added nor deactivated, only renamed (and their fields changed): the 14 regions
   * (SOATO), the fee rates the checklists compute with.
   */
  readonly fixed?: true;
  readonly fields?: readonly ReferenceFieldDeclaration[];
}

/** Declares the lists (the object's keys are the lists' ids, in the URL and in `reference-data:lists.<id>`). */
export function defineReferenceLists<const L extends Record<string, ReferenceListDeclaration>>(lists: L): L {
  for (const id of Object.keys(lists))
    if (!/^[a-z][a-z-]*$/.test(id))
      throw new Error(`reference list ${id}: ids are lower-case words with hyphens`);
  return lists;
}

const region = (required: boolean) => ({ kind: 'region', required }) as const;

/** Every reference list of the portal, in the order the register screen lists them. */
export const REFERENCE_LISTS = defineReferenceLists({
  regions: { fixed: true },
  'work-languages': {},
  'legal-aid-types': {},
  'license-types': {},
  'order-bases': {},
  'request-types': { fields: [{ kind: 'parent', required: false }] },
  courts: { fields: [region(false)] },
  'civil-affairs': {},
  'criminal-cases': {},
  departments: { fields: [region(false)] },
  'justice-departments': { fields: [region(false)] },
  'practice-fields': {},
  'application-fields': {},
  'contragent-types': {},
  'contract-periods': { fields: [{ kind: 'whole', required: true }] },
  'legal-aid-rates': { fixed: true, fields: [{ kind: 'amount', required: true }] },
});

export type ReferenceListId = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_IDS = Object.keys(REFERENCE_LISTS) as ReferenceListId[];

/** A list's declaration by its id (every list, with `fields` always given). */
export function referenceList(id: ReferenceListId): Required<Omit<ReferenceListDeclaration, 'fixed'>> & {
  fixed: boolean;
} {
  const list: ReferenceListDeclaration = REFERENCE_LISTS[id];
  return { fixed: list.fixed === true, fields: list.fields ?? [] };
}

/** A value's code: letters, digits, `_`, `-`, `.`; never changed once added (records and rules name it). */
export const referenceCode = requiredLine(40).regex(/^[A-Za-z0-9_.-]+$/, 'validation.wrongData');

/** The four names: lt, ru and eng required; uz left empty is the lt name transliterated. */
export const referenceNames = z.object(translatedText('name', 300));

/** The fields a value may carry; which of them a list keeps (and requires) its declaration says. */
export const referenceFieldValues = z.object({
  regionId: idSchema.nullish(),
  parentId: idSchema.nullish(),
  amountTiyin: z.coerce.number().int().min(0).max(1_000_000_000_000).nullish(),
  number: z.coerce.number().int().min(1).max(1_000_000).nullish(),
});

export const referenceListParams = z.object({
  list: z.enum(REFERENCE_LIST_IDS as [ReferenceListId, ...ReferenceListId[]], 'validation.wrongData'),
});
export const referenceValueParams = referenceListParams.extend({ id: idSchema });

export const referenceValueCreateBody = z.object({
  code: referenceCode,
  ...referenceNames.shape,
  ...referenceFieldValues.shape,
});
export type ReferenceValueCreateBody = z.input<typeof referenceValueCreateBody>;
export const referenceValueUpdateBody = z.object({ ...referenceNames.shape, ...referenceFieldValues.shape });
export type ReferenceValueUpdateBody = z.input<typeof referenceValueUpdateBody>;

export const referenceValueQuery = pageQuery(20, 100).extend({
  search: searchText,
  /** `true`: only values in use; `false`: only deactivated ones; left out: all. */
  active: z.enum(['true', 'false']).optional(),
});

/** A value as its register shows it: the four names as stored, the uz name shown, who changed it last. */
export const referenceValueSchema = withId({
  code: z.string().nullable(),
  ...storedText('name'),
  /** The uz name as the portal shows it: the stored one (`nameUz`), or lt transliterated. */
  nameUzShown: z.string(),
  regionId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  amountTiyin: z.number().int().nullable(),
  number: z.number().int().nullable(),
  active: z.boolean(),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  can: actionFlags('update', 'deactivate', 'activate'),
});
export type ReferenceValue = z.infer<typeof referenceValueSchema>;

/** One change of a value: who, when, what (ADDED, UPDATED, DEACTIVATED, ACTIVATED), each field from and to. */
export const referenceChangeSchema = z.object({
  at: z.string(),
  action: z.string(),
  actorName: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});

/** The registers' calls: the values of one list (all, deactivated ones too), add, update, (de)activate, history. */
export const referenceDataCalls = defineCalls(['reference data: registers'], 'referenceData.manage', {
  referenceValueList: get('reference-data/:list', {
    params: referenceListParams,
    query: referenceValueQuery,
    response: listOf(referenceValueSchema),
  }),
  referenceValueCreate: post('reference-data/:list/create', {
    params: referenceListParams,
    body: referenceValueCreateBody,
    response: referenceValueSchema,
  }),
  referenceValueUpdate: post('reference-data/:list/:id/update', {
    params: referenceValueParams,
    body: referenceValueUpdateBody,
    response: referenceValueSchema,
  }),
  referenceValueDeactivate: post('reference-data/:list/:id/deactivate', {
    params: referenceValueParams,
    response: referenceValueSchema,
  }),
  referenceValueActivate: post('reference-data/:list/:id/activate', {
    params: referenceValueParams,
    response: referenceValueSchema,
  }),
  referenceValueHistory: get('reference-data/:list/:id/history', {
    params: referenceValueParams,
    response: wholeListOf(referenceChangeSchema),
  }),
});
