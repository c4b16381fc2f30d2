/**
 * Contracts between a structure and a lawyer, and the structure's employees (decisions.md
 * "Contract between a structure and a lawyer"): the director sends a contract signed with their key, the
 * lawyer confirms it signed with theirs (they become an employee) or refuses it, the director cancels it
 * before or after (`cancelContractLegalAid`; after confirmation this is the dismissal).
 */
import { CONTRACT_STATUSES } from '@portal/domain';
import { z } from 'zod';
import { requiredLine } from '../common/text';
import { actionFlags, withId } from '../kit/fields';
import { idParams } from '../common/ids';
import { lawyerPerson } from '../common/person-name';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import {
  calendarDate,
  documentSignature,
  idReasonBody,
  pkcs7Text,
  signBody,
  signingContent,
  statusHistoryItem,
  typedPinfl,
} from '../legal-aid/common';

/** The periods a contract may run (reference monthOrYEarList): months. */
export const CONTRACT_PERIOD_MONTHS = [3, 6, 12, 24, 36, 60] as const;

/** What both parties sign: the canonical JSON of this object (the SPA builds it, the API rebuilds it). */
export function contractSigningContent(c: {
  structureInn: string;
  lawyerPinfl: string;
  number: string;
  contractDate: string;
  periodMonths: number;
}) {
  return {
    document: 'CONTRACT',
    structureInn: c.structureInn,
    lawyerPinfl: c.lawyerPinfl,
    number: c.number,
    contractDate: c.contractDate,
    periodMonths: c.periodMonths,
  };
}

/** POST getInfo/contractSend: the director's contract, signed over its signing content. */
export const contractSendBody = z.object({
  lawyerPinfl: typedPinfl,
  number: requiredLine(30),
  contractDate: calendarDate,
  periodMonths: z.coerce
    .number()
    .int()
    .refine((v) => (CONTRACT_PERIOD_MONTHS as readonly number[]).includes(v), 'validation.wrongData'),
  pkcs7: pkcs7Text,
});

export const contractCan = actionFlags('confirm', 'refuse', 'cancel');

export const contractDto = withId({
  status: z.enum(CONTRACT_STATUSES),
  number: z.string(),
  contractDate: z.string(),
  periodMonths: z.number().int(),
  /** The last day of the period. */
  endDate: z.string(),
  structure: z.object({ id: z.number().int(), name: z.string(), inn: z.string() }),
  lawyer: z.object({ id: z.number().int(), fullName: z.string(), certificateNumber: z.string() }),
  directorSignature: documentSignature.nullable(),
  lawyerSignature: documentSignature.nullable(),
  /** The public check of the confirmed contract (check-service-doc/{publicId}). */
  publicId: z.string().nullable(),
  signingContent,
  cancelReason: z.string().nullable(),
  history: z.array(statusHistoryItem),
  can: contractCan,
});
export type ContractDto = z.infer<typeof contractDto>;

export const contractListItem = contractDto.omit({ history: true, signingContent: true });
export const contractListQuery = pageQuery(20, 100).extend({
  status: z.enum(CONTRACT_STATUSES).optional(),
});

export const employeeItem = z.object({
  lawyerId: z.number().int(),
  ...lawyerPerson,
  startDate: z.string(),
  /** The confirmed contract that employs them (null: employed before the portal kept contracts). */
  contractId: z.number().int().nullable(),
});
export const employeeQuery = pageQuery(20, 100).extend({ search: searchText });

export const contractCalls = defineCalls(['contracts'], {
  ownEmployee: get('candidateDocument/ownEmployee', {
    query: employeeQuery,
    response: listOf(employeeItem),
    permission: 'structure.manage',
  }),
  contractList: get('getInfo/contractList', {
    query: contractListQuery,
    response: listOf(contractListItem),
    permission: 'contract.view',
  }),
  contract: get('getInfo/contract/:id', {
    params: idParams,
    response: contractDto,
    permission: 'contract.view',
  }),
  contractPdf: get('getInfo/contractPdf/:id', {
    params: idParams,
    binary: true,
    permission: 'contract.view',
  }),
  contractSend: post('getInfo/contractSend', {
    body: contractSendBody,
    response: contractDto,
    permission: 'contract.view',
    summary: 'The director sends a contract to a lawyer, signed (hiring)',
  }),
  contractConfirm: post('getInfo/contractConfirm', {
    body: signBody,
    response: contractDto,
    permission: 'contract.view',
  }),
  contractRefuse: post('getInfo/contractRefuse', {
    body: idReasonBody,
    response: contractDto,
    permission: 'contract.view',
  }),
  cancelContractLegalAid: post('getInfo/cancelContractLegalAid', {
    body: idReasonBody,
    response: contractDto,
    permission: 'contract.view',
    summary: 'The director cancels a contract; a confirmed one: the lawyer is dismissed',
  }),
});
