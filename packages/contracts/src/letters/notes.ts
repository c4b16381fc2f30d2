/**
 * Notes a lawyer must read and confirm (spec section 7 getInfo/notesList, confirmNotes; issue 16 §4): a
 * chamber publishes a note to its region's lawyers (the republic chamber to every lawyer), each lawyer
 * confirms having read it once, and the chamber sees who confirmed.
 */
import { z } from 'zod';
import { idParams, idSchema } from '../common/ids';
import { listOf, pageQuery } from '../common/paging';
import { defineCall, noContent } from '../kit/define-call';

const TAGS = ['notes'] as const;

export const noteCreateBody = z.object({
  title: z.string().trim().min(1, 'validation.fieldMandatory').max(300, 'validation.tooLong'),
  text: z.string().trim().min(1, 'validation.fieldMandatory').max(10_000, 'validation.tooLong'),
});

export const noteItem = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** The chamber's region; null: the republic chamber's. */
  regionName: z.string().nullable(),
  createdAt: z.string(),
  /** When the caller confirmed it (null: not yet). */
  confirmedAt: z.string().nullable(),
  /** How many confirmed it (for the chamber that published it; null for a reader). */
  confirmations: z.number().int().nullable(),
  can: z.object({ confirm: z.boolean(), seeConfirmations: z.boolean() }),
});
export type NoteItem = z.infer<typeof noteItem>;

export const noteConfirmation = z.object({ fullName: z.string(), confirmedAt: z.string() });

export const noteCalls = {
  notesList: defineCall({
    name: 'notesList',
    method: 'GET',
    path: 'getInfo/notesList',
    query: pageQuery(10, 50),
    response: listOf(noteItem),
    permission: 'chamberDocument.view',
    tags: TAGS,
    summary: 'The notes for the caller (a lawyer: their region’s and the republic’s; a chamber: its own)',
  }),
  confirmNotes: defineCall({
    name: 'confirmNotes',
    method: 'POST',
    path: 'getInfo/confirmNotes',
    body: z.object({ id: idSchema }),
    response: noContent,
    permission: 'chamberDocument.view',
    tags: TAGS,
  }),
  noteCreate: defineCall({
    name: 'noteCreate',
    method: 'POST',
    path: 'getInfo/noteCreate',
    body: noteCreateBody,
    response: noteItem,
    permission: 'note.manage',
    tags: TAGS,
  }),
  noteConfirmations: defineCall({
    name: 'noteConfirmations',
    method: 'GET',
    path: 'getInfo/noteConfirmations/:id',
    params: idParams,
    response: z.object({ list: z.array(noteConfirmation) }),
    permission: 'note.manage',
    tags: TAGS,
  }),
};
