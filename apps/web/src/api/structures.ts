/**
 * Structures and contracts (packages/contracts structures/*.ts): the own structure and its registration,
 * the tax registry's company, the regional chamber's filings, contracts and employees. Keys start with
 * 'structures' (forgotten at sign-out); a change refreshes the area.
 */
import {
  type CallInput,
  type CallQuery,
  contractCalls,
  type StructureFields,
  structureCalls,
  structureVacancyCalls,
  type VacancyApplyBody,
  type VacancyForm,
} from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('structures');
const body = <B>(b: B) => ({ body: b });

export const useOwnStructure = () => call.useQuery(structureCalls.ownContragent, {});
export const useSaveOwnStructure = () =>
  call.useMutation(structureCalls.updateOwnContragent, {
    input: body<StructureFields & { stir: string }>,
  });
export const useTaxCompany = () =>
  call.useMutation(structureCalls.taxCompany, {
    input: (inn: string) => ({ body: { inn } }),
    invalidates: [],
  });

export const useStructureRegistrations = (
  query: CallQuery<typeof structureCalls.structureRegistrationList>,
) => call.useQuery(structureCalls.structureRegistrationList, { query }, { keep: true });
export const useAcceptRegistration = () =>
  call.useMutation(structureCalls.acceptStructureRegistration, { input: (id: number) => ({ body: { id } }) });
export const useRejectRegistration = () =>
  call.useMutation(structureCalls.rejectStructureRegistration, {
    input: body<{ id: number; reason: string }>,
  });

export const useContracts = (query: CallQuery<typeof contractCalls.contractList>) =>
  call.useQuery(contractCalls.contractList, { query }, { keep: true });
export const useEmployees = (query: CallQuery<typeof contractCalls.ownEmployee>, enabled: boolean) =>
  call.useQuery(contractCalls.ownEmployee, { query }, { keep: true, enabled });
export const useContract = (id: number) => call.useQuery(contractCalls.contract, { params: { id } });
export const useSendContract = () =>
  call.useMutation(contractCalls.contractSend, {
    input: (b: CallInput<typeof contractCalls.contractSend>['body']) => ({ body: b }),
  });
export const useConfirmContract = () =>
  call.useMutation(contractCalls.contractConfirm, { input: body<{ id: number; pkcs7: string }> });
export const useRefuseContract = () =>
  call.useMutation(contractCalls.contractRefuse, { input: body<{ id: number; reason: string }> });
export const useCancelContract = () =>
  call.useMutation(contractCalls.cancelContractLegalAid, { input: body<{ id: number; reason: string }> });
export const downloadContractPdf = (c: { id: number; number: string }) =>
  downloadCall(contractCalls.contractPdf, { params: { id: c.id } }, `contract-${c.number}.pdf`);

// Vacancies and applications (contracts structures/vacancies.ts).
export const useOwnVacancies = (query: CallQuery<typeof structureVacancyCalls.ownVacancyList>) =>
  call.useQuery(structureVacancyCalls.ownVacancyList, { query }, { keep: true });
export const useCreateVacancy = () =>
  call.useMutation(structureVacancyCalls.vacancyCreate, { input: body<VacancyForm> });
export const useCloseVacancy = () =>
  call.useMutation(structureVacancyCalls.vacancyClose, { input: (id: number) => ({ body: { id } }) });
export const useVacancy = (id: number) =>
  call.useQuery(structureVacancyCalls.vacancyById, { params: { id } });
export const useApplyToVacancy = () =>
  call.useMutation(structureVacancyCalls.vacancyApply, { input: body<VacancyApplyBody> });
export const useOwnVacancyApplications = (
  query: CallQuery<typeof structureVacancyCalls.ownVacancyApplications>,
) => call.useQuery(structureVacancyCalls.ownVacancyApplications, { query }, { keep: true });
export const useStructureApplications = (
  query: CallQuery<typeof structureVacancyCalls.structureVacancyApplications>,
) => call.useQuery(structureVacancyCalls.structureVacancyApplications, { query }, { keep: true });
export const useAcceptApplication = () =>
  call.useMutation(structureVacancyCalls.acceptVacancyApplication, {
    input: (b: { id: number }) => ({ body: b }),
  });
export const useRejectApplication = () =>
  call.useMutation(structureVacancyCalls.rejectVacancyApplication, {
    input: body<{ id: number; reason: string }>,
  });
export const useStructurePanel = () => call.useQuery(structureCalls.structurePanel, {});
export const useVacancyApplication = (id: number) =>
  call.useQuery(structureVacancyCalls.vacancyApplication, { params: { id } });
export const useCancelApplication = () =>
  call.useMutation(structureVacancyCalls.cancelVacancyApplication, {
    input: (b: { id: number }) => ({ body: b }),
  });
