/**
 * A policy's `can` flags that are workflow steps, written once: each flag is named after its event in
 * camelCase (SET_INTERVIEW → setInterview), and it is true when the workflow table lets the caller's
 * role take that event from the record's status and the record is the caller's to act on (`acts`: their
 * region's filing, their structure's intern…).
 *
 *   const director = caller.role === 'DIRECTOR' && caller.directedContragentId === row.contragentId;
 *   return stepFlags(INTERNSHIP_WORKFLOW, row.status, caller.role, director, ['COMPLETE', 'TERMINATE']);
 *   // { complete: boolean, terminate: boolean }
 */
import { type Actor, availableEvents, type Workflow } from '@portal/domain';

/** An event's flag: SET_INTERVIEW → setInterview. */
export type FlagOf<E extends string> = E extends `${infer Head}_${infer Rest}`
  ? `${Lowercase<Head>}${Capitalize<FlagOf<Rest>>}`
  : Lowercase<E>;

function flagOf<E extends string>(event: E): FlagOf<E> {
  return event.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as FlagOf<E>;
}

/** For each of `events`, whether `role` may take it from `status` (every flag false unless `acts`). */
export function stepFlags<S extends string, E extends string, const Steps extends readonly E[]>(
  workflow: Workflow<S, E>,
  status: string,
  role: Actor,
  acts: boolean,
  events: Steps,
): Record<FlagOf<Steps[number]>, boolean> {
  const open: readonly E[] = acts ? availableEvents(workflow, status as S, role) : [];
  return Object.fromEntries(events.map((event) => [flagOf(event), open.includes(event)])) as Record<
    FlagOf<Steps[number]>,
    boolean
  >;
}
