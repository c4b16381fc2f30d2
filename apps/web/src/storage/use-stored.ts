/** React hook over the browser storage module: re-renders when the value changes (here or in another tab). */
import { useCallback, useSyncExternalStore } from 'react';
import { getStored, type StoredKey, type StoredValue, subscribeStored } from './browser-storage';

export function useStored<K extends StoredKey>(name: K): StoredValue<K> | null {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeStored((changed) => changed === name && onChange()),
    [name],
  );
  // Snapshots must be stable between calls: objects are compared by their stored text. The prerendered
  // first paint (src/prerender) is the page of a visitor with nothing stored: hydration starts from that.
  const snapshot = useSyncExternalStore(subscribe, () => serialize(getStored(name)), serverSnapshot);
  return snapshot === undefined ? null : (JSON.parse(snapshot) as StoredValue<K>);
}

function serverSnapshot(): undefined {
  return undefined;
}

function serialize(value: unknown): string | undefined {
  return value === null ? undefined : JSON.stringify(value);
}
