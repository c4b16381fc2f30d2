/**
 * Letters and their files (packages/contracts letters/*.ts). Keys start with 'letters' (forgotten at
 * sign-out: cabinet/session-cache.ts); a change refreshes the area.
 */
import { type CallBody, type CallQuery, letterCalls, letterFileCalls } from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('letters');
const body = <B>(b: B) => ({ body: b });

export const useLetterList = (query: CallQuery<typeof letterCalls.letterList>) =>
  call.useQuery(letterCalls.letterList, { query }, { keep: true });
export const useLetter = (id: number) => call.useQuery(letterCalls.letter, { params: { id } });
export const useLetterNotification = () => call.useQuery(letterCalls.letterNotification, {});
export const useNewResponses = () => call.useQuery(letterCalls.letterResponseNewList, {});
export const useNewReceipts = () => call.useQuery(letterCalls.mailReceiptNewList, {});
export const useRecipients = (kind: 'STRUCTURE' | 'LAWYER' | 'CHAMBER', search: string, enabled: boolean) =>
  call.useQuery(
    letterCalls.letterRecipients,
    { query: { kind, search: search || undefined } },
    { keep: true, enabled },
  );
export const useGovBodies = (enabled: boolean) =>
  call.useQuery(letterFileCalls.eijroList, {}, { enabled, staleTime: 600_000 });
export const useSedoBodies = (enabled: boolean) =>
  call.useQuery(letterFileCalls.sedoContragentList, {}, { enabled, staleTime: 600_000 });

export const useCreateLetter = () =>
  call.useMutation(letterCalls.letterCreate, { input: body<CallBody<typeof letterCalls.letterCreate>> });
export const useSendLetter = () =>
  call.useMutation(letterCalls.letterSend, { input: (b: { id: number }) => ({ body: b }) });
export const useReceiveLetter = () =>
  call.useMutation(letterCalls.letterReceive, { input: (b: { id: number }) => ({ body: b }) });
export const useDeleteLetter = () =>
  call.useMutation(letterCalls.letterDelete, { input: (id: number) => ({ body: { id } }) });
export const useReceiptSeen = () =>
  call.useMutation(letterCalls.mailReceiptSeen, { input: (id: number) => ({ body: { id } }) });

export const useUploadLetterFile = () =>
  call.useMutation(letterFileCalls.fileUpload, { input: body<FormData>, invalidates: [] });
export const useAttachFile = () =>
  call.useMutation(letterFileCalls.pdfFileCreate, {
    input: body<{ letterId: number; fileId: string; kind: 'MAIN' | 'ATTACHMENT' }>,
  });
export const useDetachFile = () =>
  call.useMutation(letterFileCalls.pdfFileDelete, { input: (id: number) => ({ params: { id } }) });

export const downloadMergedLetter = (l: { id: number; registrationNumber: string | null }) =>
  downloadCall(
    letterFileCalls.pdfFilesMerge,
    { params: { id: l.id } },
    `${l.registrationNumber ?? `letter-${l.id}`}.pdf`,
  );
export const downloadLetterFile = (f: { id: number; file: { name: string } }) =>
  downloadCall(
    letterFileCalls.viewPdf,
    { params: { id: f.id } },
    `${f.file.name.replace(/\.[^.]*$/, '')}.pdf`,
  );
