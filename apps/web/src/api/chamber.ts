/**
 * The chamber's documents and notes (packages/contracts letters/chamber-documents.ts, letters/notes.ts):
 * the document register (publish, correct, withdraw, open the PDF), the notes to read and confirm, and who
 * confirmed one.
 */
import {
  type CallQuery,
  type ChamberDocumentItem,
  chamberDocumentCalls as docs,
  noteCalls as notes,
} from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('chamber');

export const useChamberDocuments = (query: CallQuery<typeof docs.listDirectoryChamberDocs>) =>
  call.useQuery(docs.listDirectoryChamberDocs, { query }, { keep: true });
/** FormData with the fields of chamberDocumentFields and the PDF `file`. */
export const usePublishChamberDocument = () =>
  call.useMutation(docs.chamberDocumentCreate, { input: (b: FormData) => ({ body: b as never }) });
/** FormData with `id`, the fields and optionally a new PDF `file`. */
export const useCorrectChamberDocument = () =>
  call.useMutation(docs.chamberDocumentUpdate, { input: (b: FormData) => ({ body: b as never }) });
export const useWithdrawChamberDocument = () =>
  call.useMutation(docs.chamberDocumentWithdraw, {
    input: (b: { id: number; reason: string }) => ({ body: b }),
  });
export const openChamberDocument = (d: Pick<ChamberDocumentItem, 'id' | 'fileName'>) =>
  downloadCall(docs.chamberDocumentFile, { params: { id: d.id } }, d.fileName);

export const useNotes = (query: CallQuery<typeof notes.notesList>, enabled = true) =>
  call.useQuery(notes.notesList, { query }, { keep: true, enabled });
export const useCreateNote = () =>
  call.useMutation(notes.noteCreate, { input: (b: { title: string; text: string }) => ({ body: b }) });
export const useConfirmNote = () =>
  call.useMutation(notes.confirmNotes, { input: (id: number) => ({ body: { id } }) });
export const useNoteConfirmations = (id: number, query: CallQuery<typeof notes.noteConfirmations>) =>
  call.useQuery(notes.noteConfirmations, { params: { id }, query }, { keep: true });
