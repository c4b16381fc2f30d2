/**
 * Bar candidates and interns (packages/contracts candidates/candidates.ts): the candidate's photos and
 * filings, the chamber's list and interview, internships and restrictions on taking interns. Keys start
 * with 'candidates' (forgotten at sign-out); a change refreshes the area.
 */
import { type CallQuery, candidateCalls, internCalls } from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('candidates');
const body = <B>(b: B) => ({ body: b });

export const useOwnCandidate = () => call.useQuery(candidateCalls.ownCandidate, {});
export const usePassportData = (enabled: boolean) =>
  call.useQuery(candidateCalls.passportDataByPinFL, {}, { enabled });
/** FormData with two `photos` parts. */
export const useUpdatePhotos = () =>
  call.useMutation(candidateCalls.updatePhoto, { input: (b: FormData) => ({ body: b as never }) });
/** FormData with regionId, licenceTypeIds, docTypeIds and one `files` part per type. */
export const useFileCandidate = () =>
  call.useMutation(candidateCalls.createCandidateDoc, { input: (b: FormData) => ({ body: b as never }) });
export const useCandidateDoc = (id: number) => call.useQuery(candidateCalls.candidateDoc, { params: { id } });
export const useCandidateDocs = (query: CallQuery<typeof candidateCalls.candidateDocList>) =>
  call.useQuery(candidateCalls.candidateDocList, { query }, { keep: true });
export const useSetInterview = () =>
  call.useMutation(candidateCalls.setInterview, { input: body<{ id: number; at: string; place: string }> });
export const useStartInterview = () =>
  call.useMutation(candidateCalls.startInterview, { input: (id: number) => ({ body: { id } }) });
export const useInterviewResult = () =>
  call.useMutation(candidateCalls.interviewResult, {
    input: body<{ id: number; result: 'PASSED' | 'FAILED' | 'ABSENT'; comment?: string | null }>,
  });
export const downloadCandidateFile = (id: number, file: { id: string; name: string }) =>
  downloadCall(candidateCalls.candidateFile, { params: { id, fileId: file.id } }, file.name);

export const useInterns = (query: CallQuery<typeof internCalls.internList>) =>
  call.useQuery(internCalls.internList, { query }, { keep: true });
export const useOwnInternships = () => call.useQuery(internCalls.ownInternships, {});
export const useInternship = (id: number) => call.useQuery(internCalls.internship, { params: { id } });
export const useCompleteInternship = () =>
  call.useMutation(internCalls.completeInternship, { input: (id: number) => ({ body: { id } }) });
export const useTerminateInternship = () =>
  call.useMutation(internCalls.terminateInternship, { input: body<{ id: number; reason: string }> });
export const useInternRestrictions = (query: CallQuery<typeof internCalls.internRestrictionList>) =>
  call.useQuery(internCalls.internRestrictionList, { query }, { keep: true });
export const useInternRestriction = (id: number) =>
  call.useQuery(internCalls.internRestriction, { params: { id } });
export const useCreateInternRestriction = () =>
  call.useMutation(internCalls.createInternRestriction, {
    input: body<{ contragentId: number; reason: string; fromDate: string; untilDate: string | null }>,
  });
export const useLiftInternRestriction = () =>
  call.useMutation(internCalls.liftInternRestriction, { input: body<{ id: number; reason: string }> });
export const useRestrictableStructures = (query: CallQuery<typeof internCalls.internRestrictionStructures>) =>
  call.useQuery(internCalls.internRestrictionStructures, { query }, { keep: true });
