/**
 * Drafts (docs/domain.md "Drafts"): one list of everything the person left as a draft across the
 * portal's sections, each opened in its own section to resume, or deleted through its section's own call
 * where that section lets a draft be deleted.
 */
import { ORDER_TYPES } from '@portal/domain';
import { z } from 'zod';
import { listOf, pageQuery } from '../common/paging';
import { actionFlags, withId } from '../kit/fields';
import { defineCalls, get } from '../kit/define-call';

/** The sections whose records are kept as drafts, in the list's filter order. */
export const DRAFT_KINDS = ['order', 'letter', 'halfYearReport', 'lawyerRequest', 'expertise'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const draftsQuery = pageQuery(20, 100).extend({ kind: z.enum(DRAFT_KINDS).optional() });

export const draftItem = withId({
  kind: z.enum(DRAFT_KINDS),
  /** What the draft is about, as its own section names it (a letter's subject, an order's person…). */
  title: z.string(),
  /** An order draft's type: its edit screen is the form of that type. */
  orderType: z.enum(ORDER_TYPES).nullable(),
  /** The order an expertise request draft is about (its edit screen is under the order). */
  orderId: z.number().int().nullable(),
  /** A lawyer's request draft's kind: its edit screen is the form of that kind. */
  requestKind: z.string().nullable(),
  updatedAt: z.string(),
  /** `delete`: the draft's own section lets the caller delete it now (through that section's call). */
  can: actionFlags('delete'),
});
export type DraftItem = z.infer<typeof draftItem>;

export const draftCalls = defineCalls(['drafts'], 'signedIn', {
  draftList: get('drafts/list', {
    query: draftsQuery,
    response: listOf(draftItem),
    summary: 'The caller’s own drafts across the sections, the last changed first',
  }),
});
