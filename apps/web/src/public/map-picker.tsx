/**
 * A place picked on the map (a structure's position, a vacancy's place): a click on the map sets it, and
 * the two coordinate fields beside it set it from the keyboard, and alone when no tile server is
 * configured (MAP_TILES_URL) or its tiles cannot load.
 * The map library loads only when the picker is shown (lazy, like lazy-map.tsx).
 */
import { Button, Group, NumberInput, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { useMapSettings } from './map-link';

const PointMap = lazy(lazyWithRetry(() => import('./point-map')));

export interface MapPosition {
  latitude: number | null;
  longitude: number | null;
}

/** The coordinate fields, each within Uzbekistan's bounds. */
const COORDINATES = [
  { name: 'latitude', min: 37, max: 46 },
  { name: 'longitude', min: 55, max: 74 },
] as const;

export function MapPicker({
  value,
  onChange,
  label,
  testId,
}: {
  value: MapPosition;
  onChange: (next: MapPosition) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const settings = useMapSettings();
  // Without a tile server, or when its tiles fail, the coordinate fields alone set the place.
  const [failed, setFailed] = useState(false);
  const point =
    value.latitude !== null && value.longitude !== null
      ? [{ id: 1, latitude: value.latitude, longitude: value.longitude, label }]
      : [];
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const coordinate = (v: string | number) => (typeof v === 'number' ? v : null);
  return (
    <Stack gap="xs" data-testid={testId}>
      {settings?.tilesUrl && !failed && (
        <Suspense fallback={<Skeleton height={260} radius="md" />}>
          <PointMap
            points={point}
            height={260}
            label={label}
            tiles={{ url: settings.tilesUrl, attribution: settings.attribution }}
            onTilesFailed={() => setFailed(true)}
            onPick={(latitude, longitude) =>
              onChange({ latitude: round(latitude), longitude: round(longitude) })
            }
          />
        </Suspense>
      )}
      <Group align="flex-end" grow>
        {COORDINATES.map(({ name, min, max }) => (
          <NumberInput
            key={name}
            label={t(`map.${name}`)}
            value={value[name] ?? ''}
            min={min}
            max={max}
            decimalScale={6}
            onChange={(v) => onChange({ ...value, [name]: coordinate(v) })}
            data-testid={`${testId}-${name}`}
          />
        ))}
        <Button
          variant="default"
          onClick={() => onChange({ latitude: null, longitude: null })}
          data-testid={`${testId}-clear`}
        >
          {t('map.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
