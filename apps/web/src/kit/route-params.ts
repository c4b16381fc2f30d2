import { useParams } from 'react-router';
import { positiveId } from './list/url-state';

/** Ids in addresses: a positive whole number, or null (the page then says "not found" without a call). */
export function idParam(value: string | null | undefined): number | null {
  return positiveId(value) ?? null;
}

/** The kind of order in create/{type}: ELECTRONIC or PAPER, in any letter case. */
export function orderTypeParam(value: string | undefined): 'ELECTRONIC' | 'PAPER' | null {
  const upper = value?.toUpperCase();
  return upper === 'ELECTRONIC' || upper === 'PAPER' ? upper : null;
}

/**
 * A public item page's call input from the `:id` of its address (an id that is no positive whole number
 * asks for 0, which the API does not find); asked with `QUIET_ITEM`, the page says "not found" itself.
 */
export function useItemParams(): { params: { id: number } } {
  const { id } = useParams();
  return { params: { id: positiveId(id) ?? 0 } };
}

/**
 * An item's query (a public item, a record's page): a missing or forbidden record is the page's own "not
 * found", not an error toast, and it is asked once.
 */
export const QUIET_ITEM = { dontShowError: true, retry: false } as const;
