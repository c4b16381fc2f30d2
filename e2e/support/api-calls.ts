/**
 * Calls to the API made by a test beside a journey (setting a record up, taking it away again), with a
 * person's bearer token as the SPA sends it.
 */
import type { APIRequestContext } from '@playwright/test';

function bearer(token: string | null) {
  return { authorization: `Bearer ${token}` };
}

/** POST `data` to `path` as the person whose token this is. */
export function postAs(request: APIRequestContext, token: string | null, path: string, data: unknown) {
  return request.post(path, { headers: bearer(token), data });
}

/** GET `path` as the person whose token this is. */
export function getAs(request: APIRequestContext, token: string | null, path: string) {
  return request.get(path, { headers: bearer(token) });
}
