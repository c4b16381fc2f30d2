/**
 * Reading a list's filters back from the URL: a value the URL holds that the filter could not have
 * written (an unknown status, a day that is no ISO date, a search over 200 characters) is left out, so a
 * hand-edited link never reaches the API as a 400.
 */
import { parseDisplayDate } from '@portal/domain';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterReader(get: (name: string) => string | undefined) {
  return {
    /** The value when it is one of `allowed`. */
    oneOf: <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
      const value = get(name);
      return allowed.includes(value as T) ? (value as T) : undefined;
    },
    /** A yyyy-mm-dd day. */
    day: (name: string): string | undefined => {
      const value = get(name);
      return value && ISO_DAY.test(value) ? value : undefined;
    },
    /** A typed search, at most 200 characters. */
    search: (name = 'search'): string | undefined => get(name)?.slice(0, 200) || undefined,
    /** A whole number from `min` to `max`. */
    int: (name: string, min: number, max: number): number | undefined => {
      const value = Number(get(name));
      return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

/** A day typed as dd-mm-yyyy, kept in the URL as an ISO date; null when it is no calendar day. */
export const dayToUrl = (typed: string) => (typed ? parseDisplayDate(typed) : undefined);
/** The ISO day of the URL shown as dd-mm-yyyy. */
export const dayFromUrl = (iso: string) => (ISO_DAY.test(iso) ? iso.split('-').reverse().join('-') : '');
