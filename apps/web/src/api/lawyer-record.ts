/**
 * The lawyer's record (packages/contracts requests/lawyer-record.ts): own license types, contacts and
 * documents, achievements, fields of practice, legal-service information, the chambers' marks, scans.
 */
import {
  type CallBody,
  lawyerRecordCalls as calls,
  type LawyerBallBody,
  type LegalServiceBody,
} from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('requests');

export const useOwnLicenseTypes = () => call.useQuery(calls.listOwnLicenseType, {});
export const useLawyerContacts = () => call.useQuery(calls.lawyerContacts, {});
/** FormData with email, phone, ownAddress and, with a document, `file` and its title `resultList`. */
export const useUpdateContacts = () =>
  call.useMutation(calls.updateNew, { input: (b: FormData) => ({ body: b as never }) });
export const useAchievements = (lawyerId: number | null) =>
  call.useQuery(
    calls.achievementByLawyerId,
    { params: { id: lawyerId ?? 0 } },
    { enabled: lawyerId !== null },
  );
/** FormData with title, issuer, date and the optional scan `file`. */
export const useAddAchievement = () =>
  call.useMutation(calls.lawyerAchievementCreate, { input: (b: FormData) => ({ body: b as never }) });
export const useLawyerMainTypes = (lawyerId?: number) =>
  call.useQuery(calls.lawyerMainTypes, { query: lawyerId ? { lawyerId } : {} });
export const useSetMainTypes = () =>
  call.useMutation(calls.lawyerMainTypeCreate, {
    input: (b: CallBody<typeof calls.lawyerMainTypeCreate>) => ({ body: b }),
  });
export const useLawyerMarks = (lawyerId?: number) =>
  call.useQuery(calls.lawyerBallList, { query: lawyerId ? { lawyerId } : {} }, { retry: false });
export const useGiveMark = () =>
  call.useMutation(calls.lawyerBallCreate, { input: (b: LawyerBallBody) => ({ body: b }) });
export const useLegalService = () => call.useQuery(calls.legalServiceInfo, {});
export const useUpdateLegalService = () =>
  call.useMutation(calls.legalServiceUpdate, { input: (b: LegalServiceBody) => ({ body: b }) });
/** Saves a scan or document of a lawyer's record the caller may see. */
export const downloadRecordScan = (fileId: string, fileName: string) =>
  downloadCall(calls.lawyerRecordScan, { params: { id: fileId } }, fileName);
