/**
 * What a record's action button does when it only calls the API on the record's id (send, agree, accept,
 * receive): `loading` while the call runs, `onClick` makes the call and, once it has succeeded, shows
 * `done` (a toast) when given. Spread into an `ItemActions` entry:
 *
 *   { when: can.agree, label, icon, testId: 'checklist-agree', ...callOnRecord(agree, checklist.id, t('checklist.agreed')) }
 */
import { toast } from '../shell/toast';
import type { ItemAction } from './detail-layout';

/** A call's mutation (api/api.ts) whose body is the record's id. */
export interface IdMutation {
  mutate(body: { id: number }, options?: { onSuccess?: () => void }): void;
  isPending: boolean;
}

export function callOnRecord(
  mutation: IdMutation,
  id: number,
  done?: string,
): Pick<ItemAction, 'loading' | 'onClick'> {
  return {
    loading: mutation.isPending,
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
