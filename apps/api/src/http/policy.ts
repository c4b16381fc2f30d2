/**
 * The one gate of a module (ARCHITECTURE.md "One gate per module"): every access rule of a
 * section lives once, in its policy.ts, as a policy built here:
 *
 * - `findVisible(actor)`: the records the actor may see, as the SQL condition every list and every lookup
 *   of one record starts from (`undefined`: all of them, `null`: none). A record outside it answers 404,
 *   exactly like one that does not exist.
 * - `can(actor, record, context?)`: what the actor may do with one record now; the answer carries it as
 *   `can`, so the screen shows only the allowed actions and never re-derives a rule.
 * - `authorize(actor, action, record, context?)`: refuses (throws the policy's refusal, by default a 409)
 *   unless `can(...)[action]`. Services call it before a change; routes never test roles themselves.
 *
 *   export const orderAccessPolicy = definePolicy({
 *     findVisible: (actor: AuthContext) => (actor.role === 'ADMIN' ? undefined : …),
 *     can: (_actor, lawyer: { orderPermission: boolean }) => ({ allow: !lawyer.orderPermission, … }),
 *   });
 */
import { and, type SQL } from 'drizzle-orm';
import { AppError } from '../errors/app-error';

/** The records an actor may see: a condition, every record (undefined) or none (null). */
export type Visible = SQL | undefined | null;

export interface Policy<Actor, Rec, Action extends string, Context = void> {
  findVisible(actor: Actor): Visible;
  can(actor: Actor, record: Rec, context: Context): Record<Action, boolean>;
  authorize(actor: Actor, action: Action, record: Rec, context: Context): void;
}

export interface PolicySpec<Actor, Rec, Action extends string, Context> {
  findVisible: (actor: Actor) => Visible;
  can: (actor: Actor, record: Rec, context: Context) => Record<Action, boolean>;
  /** The refusal of an action the actor may not take (default: 409, the step is not allowed now). */
  refuse?: (actor: Actor, action: Action, record: Rec, context: Context) => AppError;
}

export function definePolicy<Actor, Rec, Action extends string, Context = void>(
  spec: PolicySpec<Actor, Rec, Action, Context>,
): Policy<Actor, Rec, Action, Context> {
  return {
    findVisible: spec.findVisible,
    can: spec.can,
    authorize(actor, action, record, context) {
      if (spec.can(actor, record, context)[action]) return;
      throw spec.refuse?.(actor, action, record, context) ?? new AppError('TRANSITION_NOT_ALLOWED');
    },
  };
}

/**
 * A query's condition inside what the actor may see: `null` when they see nothing (answer an empty list
 * or 404 without asking the database), else the visible scope and the filters together.
 */
export function withinVisible(visible: Visible, ...filters: (SQL | undefined)[]): SQL | undefined | null {
  if (visible === null) return null;
  return and(visible, ...filters);
}
