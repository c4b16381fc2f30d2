/**
 * For the package's tests only (not exported): one vitest case per row of a rule, so a rule's examples
 * are a table and the assertion stands once.
 */
import { expect, it } from 'vitest';

/** One case per `[given, expected]` row: `fn(given)` is `expected` (types from `fn`); the case is named by the rule. */
export function itMapsEach<I, O>(
  fn: (given: I) => O,
  rule: string,
  rows: [given: NoInfer<I>, expected: NoInfer<O>][],
): void {
  it.each(rows)(`${rule}: %s -> %s`, (given, expected) => {
    expect(fn(given)).toBe(expected);
  });
}
