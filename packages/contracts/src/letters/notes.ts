/**
 * Notes a lawyer must read and confirm (spec section 7 getInfo/notesList, confirmNotes): a
 * chamber publishes a note to its region's lawyers (the republic chamber to every lawyer), each lawyer
 * confirms having read it once, and the chamber sees who confirmed.
 */
import { z } from 'zod';
import { actionFlags, withId } from '../kit/fields';
import { idParams } from '../common/ids';
import { idBody } from '../legal-aid/common';
import { proseText, requiredLine } from '../common/text';
import { listOf, pageQuery, searchText } from '../common/paging';
import { defineCalls, get, post, noContent } from '../kit/define-call';

export const noteCreateBody = z.object({
  title: requiredLine(300),
  text: proseText(10_000, { required: 'validation.fieldMandatory', tooLong: 'validation.tooLong' }),
});

export const noteItem = withId({
  title: z.string(),
  text: z.string(),
  /** The chamber's region; null: the republic chamber's. */
  regionName: z.string().nullable(),
  createdAt: z.string(),
  /** When the caller confirmed it (null: not yet). */
  confirmedAt: z.string().nullable(),
  /** How many confirmed it (for the chamber that published it; null for a reader). */
  confirmations: z.number().int().nullable(),
  /** How many lawyers it is addressed to now (for the publishing chamber; null for a reader). */
  addressees: z.number().int().nullable(),
  can: actionFlags('confirm', 'seeConfirmations'),
});
export type NoteItem = z.infer<typeof noteItem>;

/** One addressed lawyer of a note and when they confirmed it (null: not yet). */
export const noteConfirmation = z.object({
  lawyerId: z.number().int(),
  fullName: z.string(),
  regionName: z.string(),
  confirmedAt: z.string().nullable(),
});
export type NoteConfirmation = z.infer<typeof noteConfirmation>;

export const NOTE_CONFIRMATION_STATES = ['CONFIRMED', 'PENDING'] as const;

export const notesListQuery = pageQuery(10, 50).extend({
  /** Only the notes the caller has not confirmed yet (a lawyer's banner and list). */
  unconfirmedOnly: z.enum(['true', 'false']).optional(),
});

export const noteConfirmationsQuery = pageQuery(20, 1000).extend({
  state: z.enum(NOTE_CONFIRMATION_STATES).optional(),
  search: searchText,
});

export const noteCalls = defineCalls(['notes'], {
  notesList: get('getInfo/notesList', {
    query: notesListQuery,
    response: listOf(noteItem).extend({
      /** The caller's notes still to confirm (0 for a chamber). */
      unconfirmed: z.number().int(),
    }),
    permission: 'chamberDocument.view',
    summary: 'The notes for the caller (a lawyer: their region’s and the republic’s; a chamber: its own)',
  }),
  confirmNotes: post('getInfo/confirmNotes', {
    body: idBody,
    response: noContent,
    permission: 'chamberDocument.view',
  }),
  noteCreate: post('getInfo/noteCreate', {
    body: noteCreateBody,
    response: noteItem,
    permission: 'note.manage',
    summary: 'A chamber publishes a note to its region’s lawyers (the republic chamber: to every lawyer)',
  }),
  noteConfirmations: get('getInfo/noteConfirmations/:id', {
    params: idParams,
    query: noteConfirmationsQuery,
    response: listOf(noteConfirmation).extend({
      note: noteItem,
      confirmed: z.number().int(),
      pending: z.number().int(),
    }),
    permission: 'note.manage',
  }),
});
