/**
 * The map of a page (structures, vacancies), which must never hold the page up (issue 12 fault 20): its
 * library (Leaflet) is imported only once the page has loaded and the map's place is on screen, and the
 * tiles come from a tile server the browser may not reach: when they fail to load, the points (still
 * drawn on the empty map) are also listed as text with their coordinates.
 */
import { Skeleton, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
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

function PointList({ points, label }: { points: MapPoint[]; label: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={4} data-testid="map-fallback">
      <Text size="sm" c="dimmed">
        {t('map.unavailable')}
      </Text>
      <ul aria-label={label} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {points.map((p) => (
          <li key={p.id}>
            {p.label}: {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

export function LazyMap(props: { points: MapPoint[]; height?: number; label: string }) {
  const height = props.height ?? 320;
  const { ref, inViewport } = useInViewport();
  const loaded = usePageLoaded();
  // Once wanted, the map stays (scrolling it out of view does not unload it).
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!wanted && loaded && inViewport) setWanted(true);

  if (props.points.length === 0) return null;
  return (
    <Stack gap="xs">
      <div ref={ref} style={{ minHeight: height }} data-testid="map-slot">
        {wanted ? (
          <Suspense fallback={<Skeleton height={height} radius="md" />}>
            <PointMap {...props} height={height} onTilesFailed={() => setFailed(true)} />
          </Suspense>
        ) : (
          <Skeleton height={height} radius="md" />
        )}
      </div>
      {failed && <PointList points={props.points} label={props.label} />}
    </Stack>
  );
}
