/**
 * Loads a route module's code with the limits of spec section 9: each attempt may take at most 120 s,
 * a failed or timed-out attempt is retried once, and a second failure rejects with `LazyLoadError`,
 * which the route error page recognises and answers with a "reload the page" offer.
 */

export const LAZY_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_LOAD_RETRIES = 1;

/** The code of a page could not be loaded (network down, or a new version replaced the files). */
export class LazyLoadError extends Error {
  constructor(cause: unknown) {
    super('The page code could not be loaded', { cause });
    this.name = 'LazyLoadError';
  }
}

export function isLazyLoadError(error: unknown): error is LazyLoadError {
  return error instanceof LazyLoadError || (error instanceof Error && error.name === 'LazyLoadError');
}

class LoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading took longer than ${ms} ms`);
    this.name = 'LoadTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface LazyOptions {
  timeoutMs?: number;
  retries?: number;
}

/** Wraps `() => import('./page')` so that the router's `lazy` gets the timeout and the retry. */
export function lazyWithRetry<T>(load: () => Promise<T>, options: LazyOptions = {}): () => Promise<T> {
  const { timeoutMs = LAZY_LOAD_TIMEOUT_MS, retries = LAZY_LOAD_RETRIES } = options;
  return async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      try {
        return await withTimeout(load(), timeoutMs);
      } catch (error) {
        lastError = error;
      }
    }
    throw new LazyLoadError(lastError);
  };
}
