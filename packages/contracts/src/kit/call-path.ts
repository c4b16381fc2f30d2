/**
 * A call's address: its path under /api/v.1/ (or from /api/), its `:name` parameters filled, its query as
 * URL text. No schema here: the SPA's client builds URLs with these and nothing of zod.
 */

/** What a call's URL is made of. */
export interface CallAddress {
  readonly name: string;
  readonly path: string;
}

/** Where every call's path starts. */
export const CALL_PREFIX = '/api/v.1/';

const PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The `:name` parameters of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/** The call's path under /api/v.1/ with its parameters filled (encoded). */
export function callPath(call: CallAddress, params?: Record<string, unknown>): string {
  return call.path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${call.name} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as URL search text: null and undefined left out, arrays repeated. */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== null && one !== undefined) search.append(name, String(one));
  }
  return search.toString();
}

/** Whether the call lives outside /api/v.1/ (its path starts with /api/). */
export function isAbsoluteCall(call: Pick<CallAddress, 'path'>): boolean {
  return call.path.startsWith('/');
}

/** The route's URL pattern on the server: `/api/v.1/<path>`, or the absolute path (`/api/health`). */
export function callRoute(call: Pick<CallAddress, 'path'>): string {
  return isAbsoluteCall(call) ? call.path : `${CALL_PREFIX}${call.path}`;
}
