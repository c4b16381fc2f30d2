/**
 * Builders of the answer shapes many contracts write alike, so that each shape is written once:
 * the `can` object of a record and a set of whole-number figures.
 */
import { z } from 'zod';

/**
 * What the caller may do with a record now (ARCHITECTURE.md convention 5): one boolean per action, in
 * the order given. `actionFlags('accept', 'cancel')` is `z.object({ accept: z.boolean(), cancel: z.boolean() })`.
 */
export function actionFlags<const K extends string>(...actions: K[]) {
  const shape = Object.fromEntries(actions.map((action) => [action, z.boolean()]));
  return z.object(shape as { [A in K]: z.ZodBoolean });
}

/**
 * Whole numbers under their names (counts, totals), in the order given. `counts('total', 'open')` is
 * `z.object({ total: z.number().int(), open: z.number().int() })`.
 */
export function counts<const K extends string>(...names: K[]) {
  const shape = Object.fromEntries(names.map((name) => [name, z.number().int()]));
  return z.object(shape as { [N in K]: z.ZodNumber });
}

/**
 * An answer object of a record the portal keeps: its whole-number `id` first, then the fields given.
 * `withId({ title: z.string() })` is `z.object({ id: z.number().int(), title: z.string() })`.
 */
export function withId<S extends z.ZodRawShape>(shape: S) {
  return z.object({ id: z.number().int(), ...shape });
}
