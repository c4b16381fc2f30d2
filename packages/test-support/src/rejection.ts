import { expect } from 'vitest';

/**
 * The error `work` fails with, checked to be a `kind` (a work that succeeds fails the test), so that the
 * test reads the refusal's fields next: `(await rejectionOf(call, AppError)).status`.
 */
export async function rejectionOf<E>(
  work: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
