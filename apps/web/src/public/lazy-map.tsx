/** The map, loaded on demand with its library. */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { lazyWithRetry } from '../router/lazy-with-retry';
import type { MapPoint } from './point-map';

const PointMap = lazy(lazyWithRetry(() => import('./point-map')));

export type { MapPoint };

export function LazyMap(props: { points: MapPoint[]; height?: number; label: string }) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 320} radius="md" />}>
      <PointMap {...props} />
    </Suspense>
  );
}
