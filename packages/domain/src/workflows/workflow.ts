import type { Actor } from './actors';

/** One allowed step: in state `from`, the event `event` taken by one of `who` leads to `to`. */
export interface Transition<S extends string, E extends string> {
  readonly from: S;
  readonly event: E;
  readonly to: S;
  readonly who: readonly Actor[];
}

/** How an item comes into being: in state `to`, created by one of `who`. */
export interface Creation<S extends string> {
  readonly to: S;
  readonly who: readonly Actor[];
}

/**
 * A workflow as an explicit table (decisions.md, "Workflows"): its states, its events, how an item is
 * created, and every allowed transition. Anything the table does not list is refused.
 */
export interface Workflow<S extends string, E extends string> {
  /** Stable name, also the `entity_type` of its status-history rows ('order', 'investigator-request', …). */
  readonly name: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  /** States the item may be created in, and by whom. */
  readonly creation: readonly Creation<S>[];
  /** States nothing leads out of. */
  readonly final: readonly S[];
  readonly transitions: readonly Transition<S, E>[];
}

/** Why a step was refused: no row for (from, event) at all, or a row that `who` may not take. */
export type RefusalReason = 'NOT_IN_THIS_STATE' | 'NOT_FOR_THIS_ROLE';

/** The answer of {@link decide}: the next state, or a refusal with its reason. */
export type Decision<S extends string> =
  | { readonly allowed: true; readonly from: S; readonly to: S }
  | { readonly allowed: false; readonly from: S; readonly reason: RefusalReason };

/**
 * Checks a workflow table once, where it is defined: every state and event named in the rows exists, no
 * (from, event) pair has two rows, nothing leaves a final state, and every row names at least one actor.
 */
export function defineWorkflow<const S extends string, const E extends string>(
  workflow: Workflow<S, E>,
): Workflow<S, E> {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const t of workflow.transitions) {
    if (!workflow.states.includes(t.from)) problems.push(`unknown state ${t.from}`);
    if (!workflow.states.includes(t.to)) problems.push(`unknown state ${t.to}`);
    if (!workflow.events.includes(t.event)) problems.push(`unknown event ${t.event}`);
    if (workflow.final.includes(t.from)) problems.push(`${t.from} is final but has ${t.event}`);
    if (t.who.length === 0) problems.push(`${t.from} ${t.event} names nobody`);
    const key = `${t.from} ${t.event}`;
    if (seen.has(key)) problems.push(`${key} is listed twice`);
    seen.add(key);
  }
  for (const c of workflow.creation) {
    if (!workflow.states.includes(c.to)) problems.push(`unknown initial state ${c.to}`);
  }
  if (problems.length > 0) throw new Error(`workflow ${workflow.name}: ${problems.join('; ')}`);
  return workflow;
}

/** One step out of a state in a {@link workflowTable}: its event leads to `to`, taken by one of `who`. */
export interface Step<S extends string> {
  readonly to: S;
  readonly who: readonly Actor[];
}

/** A state's line of a {@link workflowTable}: the steps out of it by event, or 'final' (nothing leads out). */
export type StateSteps<S extends string> = 'final' | { readonly [event: string]: Step<S> };

/**
 * Steps out of a state that the same actors take, `who` written once: `stepsBy(RECEPTION_HOSTS, { COME: 'CAME',
 * MISS: 'NO_SHOW' })` is `{ COME: { to: 'CAME', who: RECEPTION_HOSTS }, MISS: { to: 'NO_SHOW', who: … } }`.
 */
export function stepsBy<const W extends readonly Actor[], const M extends Readonly<Record<string, string>>>(
  who: W,
  targets: M,
): { readonly [E in keyof M]: { readonly to: M[E]; readonly who: W } } {
  return Object.fromEntries(Object.entries(targets).map(([event, to]) => [event, { to, who }])) as {
    readonly [E in keyof M]: { readonly to: M[E]; readonly who: W };
  };
}

/** States nothing leads out of, in a table's `states` where they stand: `...finalStates('CANCELLED', 'DELETED')`. */
export function finalStates<const S extends string>(...states: S[]): { readonly [K in S]: 'final' } {
  return Object.fromEntries(states.map((state) => [state, 'final'])) as { readonly [K in S]: 'final' };
}

/** The states of a workflow table, in the order they are written. */
type TableState<T> = keyof T & string;
/** The events of a workflow table: every event some state has a step for. */
type TableEvent<T> = { [K in keyof T]: T[K] extends 'final' ? never : keyof T[K] }[keyof T] & string;

/** The events of a workflow, as a type: `EventOf<typeof ORDER_WORKFLOW>` (its `events` list holds them). */
export type EventOf<W> = W extends Workflow<string, infer E> ? E : never;

/** A workflow built by {@link workflowTable}: its states and events are non-empty lists (a database enum takes them). */
export type TableWorkflow<S extends string, E extends string> = Workflow<S, E> & {
  readonly states: readonly [S, ...S[]];
  readonly events: readonly [E, ...E[]];
};

/**
 * A workflow written as a state machine table: every state in its stated order (the order of its STATUSES
 * list and database enum), each with its steps by event (or 'final'), and the states an item may be created
 * in with who may create it. The states are the table's keys in that order; the events are the ones its
 * steps name, in the order they first appear; the transitions are its steps, state by state.
 */
export function workflowTable<
  const T extends Readonly<Record<string, StateSteps<TableState<T>>>>,
  const N extends string,
>(table: {
  readonly name: N;
  readonly creation: { readonly [S in TableState<T>]?: readonly Actor[] };
  readonly states: T;
}): TableWorkflow<TableState<T>, TableEvent<T>> & { readonly name: N } {
  type S = TableState<T>;
  type E = TableEvent<T>;
  const lines = Object.entries(table.states) as [S, StateSteps<S>][];
  const transitions = lines.flatMap(([from, steps]) =>
    steps === 'final'
      ? []
      : Object.entries(steps).map(([event, step]) => ({
          from,
          event: event as E,
          to: step.to,
          who: step.who,
        })),
  );
  const creation = Object.entries(table.creation).map(([to, who]) => ({
    to: to as S,
    who: who as readonly Actor[],
  }));
  return defineWorkflow({
    name: table.name,
    states: lines.map(([state]) => state),
    events: [...new Set(transitions.map((t) => t.event))],
    creation,
    final: lines.filter(([, steps]) => steps === 'final').map(([state]) => state),
    transitions,
  }) as TableWorkflow<S, E> & { readonly name: N };
}

/** The states an item is still under way in: all but the final ones, in the table's order. */
export function liveStates<S extends string, E extends string>(workflow: Workflow<S, E>): S[] {
  return workflow.states.filter((state) => !workflow.final.includes(state));
}

/** The next state for `event` taken by `who` in state `from`, or why it is refused. */
export function decide<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  from: S,
  event: E,
  who: Actor,
): Decision<S> {
  const row = workflow.transitions.find((t) => t.from === from && t.event === event);
  if (!row) return { allowed: false, from, reason: 'NOT_IN_THIS_STATE' };
  if (!row.who.includes(who)) return { allowed: false, from, reason: 'NOT_FOR_THIS_ROLE' };
  return { allowed: true, from, to: row.to };
}

/** Whether `who` may create an item in state `to`. */
export function mayCreate<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  to: S,
  who: Actor,
): boolean {
  return workflow.creation.some((c) => c.to === to && c.who.includes(who));
}

/** The statuses in which a record awaits this actor: those with a step the actor may take. */
export function statusesAwaiting<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  who: Actor,
): S[] {
  return [...new Set(workflow.transitions.filter((t) => t.who.includes(who)).map((t) => t.from))];
}

/** The events `who` may take in state `from` (what the API tells the screen it `can` do). */
export function availableEvents<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  from: S,
  who: Actor,
): E[] {
  return workflow.transitions.filter((t) => t.from === from && t.who.includes(who)).map((t) => t.event);
}
