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
