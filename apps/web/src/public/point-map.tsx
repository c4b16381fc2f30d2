/**
 * A map with points (structures, vacancies) on the installation's tile server, drawn with Leaflet. Loaded lazily
 * (see lazy-map.tsx) so the library never weighs on pages without a map. Points are circle markers, so
 * no marker images are needed; each has a text label for screen readers in the list beside the map.
 */
import 'leaflet/dist/leaflet.css';
import './point-map.css';
import L from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  label: string;
}

export default function PointMap({
  points,
  height = 320,
  label,
  tiles,
  onTilesFailed,
  onPick,
}: {
  points: MapPoint[];
  height?: number;
  label: string;
  /** The tile server (MAP_TILES_URL) and its attribution. */
  tiles: { url: string; attribution: string };
  /** The first tile failed before any loaded: the tile server is not reachable from here. */
  onTilesFailed?: () => void;
  /** Picking a place: a click on the map answers its position (map-picker.tsx). */
  onPick?: (latitude: number, longitude: number) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const tilesFailed = useEffectEvent(() => onTilesFailed?.());
  const picked = useEffectEvent((e: L.LeafletMouseEvent) => onPick?.(e.latlng.lat, e.latlng.lng));

  useEffect(() => {
    if (!element.current || map.current) return;
    map.current = L.map(element.current, { scrollWheelZoom: false, attributionControl: true }).setView(
      [41.3, 64.5],
      5,
    );
    let anyLoaded = false;
    L.tileLayer(tiles.url, { maxZoom: 18, attribution: tiles.attribution })
      .on('tileload', () => (anyLoaded = true))
      .on('tileerror', () => {
        if (!anyLoaded) tilesFailed();
      })
      .addTo(map.current);
    layer.current = L.layerGroup().addTo(map.current);
    map.current.on('click', picked);
    return () => {
      map.current?.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; the tile server does not change
  }, []);

  useEffect(() => {
    if (!map.current || !layer.current) return;
    layer.current.clearLayers();
    const bounds: [number, number][] = [];
    for (const p of points) {
      L.circleMarker([p.latitude, p.longitude], { radius: 8, color: '#1a4d8f', weight: 2, fillOpacity: 0.6 })
        .bindTooltip(p.label)
        .addTo(layer.current);
      bounds.push([p.latitude, p.longitude]);
    }
    if (bounds.length === 1) map.current.setView(bounds[0]!, 14);
    else if (bounds.length > 1) map.current.fitBounds(bounds, { padding: [24, 24], maxZoom: 13 });
  }, [points]);

  return (
    <div
      ref={element}
      style={{ height, borderRadius: 8 }}
      role="region"
      aria-label={label}
      data-testid="point-map"
    />
  );
}
