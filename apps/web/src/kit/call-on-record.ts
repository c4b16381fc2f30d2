/**
 * What a record's action button does when it only calls the API on the record's id (send, agree, accept,
 * receive): `loading` while the call on this record runs (a list's rows share one mutation: only the row
 * called shows it), `onClick` makes the call and, once it has succeeded, shows `done` (a toast) when given.
 * Spread into an `ItemActions` entry, a row action or a button:
 *
 *   { when: can.agree, label, icon, testId: 'checklist-agree', ...callOnRecord(agree, checklist.id, t('checklist.agreed')) }
 *   <RowAction label={t('accept')} row={a.name} icon={IconCheck} {...callOnRecord(accept, a.id, t('accepted'))} />
 */
import { toast } from '../shell/toast';

/** A call's mutation (api/api.ts) whose body is the record's id. */
export interface IdMutation {
  mutate(body: { id: number }, options?: { onSuccess?: () => void }): void;
  isPending: boolean;
  /** The body of the call running or last made (a derived mutation's); none: any call counts as this record's. */
  variables?: { id: unknown };
}

export function callOnRecord(
  mutation: IdMutation,
  id: number,
  done?: string,
): { loading: boolean; onClick: () => void } {
  return {
    loading: mutation.isPending && (mutation.variables === undefined || mutation.variables.id === id),
    onClick: () =>
      mutation.mutate({ id }, done === undefined ? undefined : { onSuccess: () => toast.success(done) }),
  };
}

/** A reason step's call mutation (api/api.ts) whose body is `{ id, reason }`. */
export interface ReasonMutation {
  mutateAsync(input: { id: number; reason: string }): Promise<unknown>;
  isPending: boolean;
}

/**
 * What a `ReasonAction` does when its call takes the record's id and the reason (cancel, return, refuse):
 *
 *   <ReasonAction when={can.cancel} … {...reasonOnRecord(cancel, order.id)} done={…} />
 */
export function reasonOnRecord(
  mutation: ReasonMutation,
  id: number,
): { busy: boolean; run: (reason: string) => Promise<unknown> } {
  return { busy: mutation.isPending, run: (reason) => mutation.mutateAsync({ id, reason }) };
}
