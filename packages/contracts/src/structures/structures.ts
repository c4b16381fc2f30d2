/**
 * Advocacy structures: the director's own structure (`getInfo/updateOwnContragent`, GET and
 * POST), the tax registry's company by INN (`candidateDocument/call-api`), and the regional chamber's
 * decision on a filed registration (`structure-registration/…`). Identifier rules: decisions.md
 * "Identifiers" (packages/domain identifiers.ts).
 */
import {
  BANK_ACCOUNT_REGEX,
  LEGAL_ENTITY_TIN_REGEX,
  MFO_REGEX,
  PHONE_REGEX,
  POSTAL_INDEX_REGEX,
  STRUCTURE_REGISTRATION_STATUSES,
} from '@portal/domain';
import { z } from 'zod';
import { optionalLine, requiredLine } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { mapPosition, mapPositionRefine } from '../common/geo';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { idBody, idReasonBody, statusHistoryItem } from '../legal-aid/common';
import { structureContactShape } from '../public/contragents';

/** Optional identifier matching `re` (spaces and dashes typed by people are dropped first). */
const optionalCode = (re: RegExp, message: string, keep = /[\s-]/g) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.replace(keep, '') : null))
    .refine((v) => v === null || re.test(v), message);

/** A legal entity's INN: 9 digits starting with 2 or 3. */
export const structureInn = z.string().trim().regex(LEGAL_ENTITY_TIN_REGEX, 'validation.invalidTin');

const fieldsObject = z.object({
  name: requiredLine(300),
  shortName: optionalLine(150),
  typeId: idSchema,
  regionId: idSchema,
  legalAddress: optionalLine(500),
  physicalAddress: optionalLine(500),
  /** The map position picked on the map (both or neither). */
  ...mapPosition,
  phone: optionalCode(PHONE_REGEX, 'validation.invalidPhone', /[\s()-]/g),
  fax: optionalCode(PHONE_REGEX, 'validation.invalidPhone', /[\s()-]/g),
  email: z
    .email('validation.wrongEmail')
    .max(200, 'validation.tooLong')
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  postalIndex: optionalCode(POSTAL_INDEX_REGEX, 'validation.invalidPostalIndex'),
  bankName: optionalLine(300),
  mfo: optionalCode(MFO_REGEX, 'validation.invalidMfo'),
  bankAccount: optionalCode(BANK_ACCOUNT_REGEX, 'validation.invalidAccount'),
});
/** Every field of spec section 3 "Contragent" the director fills (the INN is fixed once filed). */
export const structureFields = fieldsObject.refine(...mapPositionRefine);
export type StructureFields = z.output<typeof structureFields>;

/** POST getInfo/updateOwnContragent: the structure's data, with its INN (checked with the tax registry). */
export const structureForm = fieldsObject.extend({ stir: structureInn }).refine(...mapPositionRefine);

/** The structure's data as the form shows them. */
const structureData = z.object({
  stir: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  typeId: z.number().int(),
  regionId: z.number().int(),
  ...structureContactShape,
});

/** A filed registration, as its applicant and the regional chamber see it. */
export const structureRegistrationDto = withId({
  status: z.enum(STRUCTURE_REGISTRATION_STATUSES),
  data: structureData,
  regionName: z.string(),
  applicantName: z.string(),
  /** The tax registry's director and status when filed. */
  taxDirectorName: z.string(),
  taxStatus: z.string(),
  contragentId: z.number().int().nullable(),
  createdAt: z.string(),
  history: z.array(statusHistoryItem),
  can: actionFlags('accept', 'reject'),
});
export type StructureRegistrationDto = z.infer<typeof structureRegistrationDto>;

/**
 * GET getInfo/updateOwnContragent: the caller's structure (they direct it), else their last filing, and
 * what they may do: `edit` the structure's data, `register` a new structure, `sendContract` to a lawyer
 * (and see the structure's employees).
 */
export const ownStructureDto = z.object({
  structure: structureData.extend({ id: z.number().int() }).nullable(),
  registration: structureRegistrationDto.nullable(),
  can: actionFlags('edit', 'register', 'sendContract'),
});
export type OwnStructureDto = z.infer<typeof ownStructureDto>;

/** POST candidateDocument/call-api {inn}: the tax registry's company, to prefill and to check. */
export const taxCompanyBody = z.object({ inn: structureInn });
export const taxCompanyDto = z.object({
  inn: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  directorName: z.string(),
  /** Whether the registry names the caller as the director (only they may register it). */
  directorIsYou: z.boolean(),
  address: z.string(),
  regionId: z.number().int().nullable(),
  status: z.string(),
  registeredOn: z.string(),
  /** Whether the portal already has a structure (or a live filing) with this INN. */
  alreadyRegistered: z.boolean(),
});

export const structureRegistrationQuery = pageQuery(20, 100).extend({
  status: z.enum(STRUCTURE_REGISTRATION_STATUSES).optional(),
});

/**
 * GET getInfo/structure-panel: the figures of the control panel, from one read-model query
 * (docs/domain.md "Control panel figures"). A DIRECTOR sees their structure's: current employees, its
 * orders, and the requests and appeals of its current employees; a LAWYER their own orders, requests and
 * appeals (`employees` null). `figures` is null for anyone else.
 */
export const structurePanelDto = z.object({
  figures: z
    .object({
      scope: z.enum(['STRUCTURE', 'LAWYER']),
      /** The structure's name, or the lawyer's full name. */
      name: z.string(),
      employees: z.number().int().nullable(),
      orders: z.number().int(),
      requests: z.number().int(),
      appeals: z.number().int(),
    })
    .nullable(),
});
export type StructurePanelDto = z.infer<typeof structurePanelDto>;

export const structureCalls = defineCalls(['structures'], {
  structurePanel: get('getInfo/structure-panel', {
    response: structurePanelDto,
    permission: 'controlPanel.view',
    summary:
      'The counts of the director’s structure (employees, orders, requests, appeals) or the lawyer’s own',
  }),
  ownContragent: get('getInfo/updateOwnContragent', { response: ownStructureDto, permission: 'signedIn' }),
  updateOwnContragent: post('getInfo/updateOwnContragent', {
    body: structureForm,
    response: ownStructureDto,
    permission: 'signedIn',
    summary: 'Saves the own structure; without one, files its registration (tax registry checked)',
  }),
  taxCompany: post('candidateDocument/call-api', {
    body: taxCompanyBody,
    response: taxCompanyDto,
    permission: 'signedIn',
  }),
  structureRegistrationList: get('structure-registration/list', {
    query: structureRegistrationQuery,
    response: listOf(structureRegistrationDto),
    permission: 'structure.confirm',
  }),
  structureRegistration: get('structure-registration/:id', {
    params: idParams,
    response: structureRegistrationDto,
    permission: 'structure.confirm',
  }),
  acceptStructureRegistration: post('structure-registration/accept', {
    body: idBody,
    response: structureRegistrationDto,
    permission: 'structure.confirm',
  }),
  rejectStructureRegistration: post('structure-registration/reject', {
    body: idReasonBody,
    response: structureRegistrationDto,
    permission: 'structure.confirm',
  }),
});
