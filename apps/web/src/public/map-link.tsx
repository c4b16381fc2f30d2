/**
 * "Show on the map": a place's link to the map service the installation names (MAP_LINK_URL, app/info),
 * opened in a new tab. Shown beside every address with a position, whether or not a map is drawn, so a
 * place can always be found even when no tile server is configured or its tiles fail.
 */
import { Anchor } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../api/site';

/** The map settings of this installation (null while app/info loads). */
export function useMapSettings() {
  return useAppInfo().data?.map ?? null;
}

export function mapLinkHref(template: string, latitude: number, longitude: number): string {
  return template.replaceAll('{lat}', latitude.toFixed(6)).replaceAll('{lon}', longitude.toFixed(6));
}

export function MapLink({
  latitude,
  longitude,
  place,
}: {
  latitude: number;
  longitude: number;
  place: string;
}) {
  const { t } = useTranslation('common');
  const settings = useMapSettings();
  if (!settings) return null;
  return (
    <Anchor
      href={mapLinkHref(settings.linkUrl, latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`${t('map.open')}: ${place}`}
      data-testid="map-link"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconMapPin size={16} aria-hidden="true" />
      {t('map.open')}
    </Anchor>
  );
}
