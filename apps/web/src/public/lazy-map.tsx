/**
 * The map of a page (structures, vacancies), which must never hold the page up: its library (Leaflet) is
 * imported only once the page has loaded and the map's place is on screen, and its tiles come from the
 * tile server the installation names (MAP_TILES_URL, app/info). Without one, or when its tiles fail to
 * load, no map is drawn at all: the page's addresses, each with its "show on the map" link (map-link.tsx),
 * stand on their own, so nothing grey or half-drawn is left in the way.
 */
import { Skeleton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { useMapSettings } from './map-link';
import type { MapPoint } from './point-map';

const PointMap = lazy(lazyWithRetry(() => import('./point-map')));

export type { MapPoint };

/** True once the document's load event has passed (the map's tiles then cannot delay it). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

export function LazyMap(props: { points: MapPoint[]; height?: number; label: string }) {
  const height = props.height ?? 320;
  const settings = useMapSettings();
  const { ref, inViewport } = useInViewport();
  const loaded = usePageLoaded();
  // Once wanted, the map stays (scrolling it out of view does not unload it).
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!wanted && loaded && inViewport) setWanted(true);

  if (props.points.length === 0 || !settings?.tilesUrl || failed) return null;
  return (
    <div ref={ref} style={{ minHeight: height }} data-testid="map-slot">
      {wanted ? (
        <Suspense fallback={<Skeleton height={height} radius="md" />}>
          <PointMap
            {...props}
            height={height}
            tiles={{ url: settings.tilesUrl, attribution: settings.attribution }}
            onTilesFailed={() => setFailed(true)}
          />
        </Suspense>
      ) : (
        <Skeleton height={height} radius="md" />
      )}
    </div>
  );
}
