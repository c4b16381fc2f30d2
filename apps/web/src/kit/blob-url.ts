/**
 * An address the page can show a fetched file at (an image behind the signed-in API, which an <img> cannot
 * reach with its own request): the blob's object URL. The previous one is released when the blob changes;
 * the last one lives as long as the page (one small image), so a remount never finds it released.
 */
import { useEffect, useMemo, useRef } from 'react';

export function useBlobUrl(blob: Blob | null | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (previous.current && previous.current !== url) URL.revokeObjectURL(previous.current);
    previous.current = url;
  }, [url]);
  return url;
}
