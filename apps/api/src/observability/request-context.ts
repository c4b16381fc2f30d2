import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep below a request handler may need to know of the request it serves. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (and everything it starts) as part of the request `requestId`. */
export function runInRequest(requestId: string, next: () => void): void {
  storage.run({ requestId }, next);
}

/**
 * The id of the request being served (the `x-request-id` the API answers with), or undefined outside a
 * request (a job, the seed). The adapters pass it on to the national systems, so one id follows a call.
 */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
