/**
 * Whether the page's scripts have taken over. A prerendered page is painted before its scripts run; a
 * control that needs them (a menu, a drawer, a switch) would take a click and give no answer. Until then
 * such a control says it is not ready yet: `aria-disabled` and the `data-app-pending` cue (global.css).
 * Links need no script and are left alone. False while the prerendered markup is hydrated (the server's
 * answer), true from the next render on, and at once on a page rendered without prerendering.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useAppReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The attributes of a control that needs the scripts: nothing once they run. */
export function usePendingProps(): { 'aria-disabled'?: true; 'data-app-pending'?: '' } {
  return useAppReady() ? {} : { 'aria-disabled': true, 'data-app-pending': '' };
}
