import type { LatLon } from '@dapnet/model';
import { circleMarker } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, useMapEvents } from 'react-leaflet';

/** The chosen point: a ring that stands out from the transmitter markers, under them. */
const POINT_STYLE = {
  radius: 11,
  color: '#1c1c8c',
  weight: 3,
  fill: false,
  interactive: false,
} as const;

/** While `active`, a click on the map (not on a marker) chooses the point. */
export function PointPicker({
  active,
  onPick,
}: {
  active: boolean;
  onPick: (point: LatLon) => void;
}) {
  const map = useMapEvents({
    click: (event) => {
      if (active) onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    container.classList.toggle('picking-point', active);
    return () => container.classList.remove('picking-point');
  }, [map, active]);
  return null;
}

/** Marks the point "who covers this point" answers for. */
export function PickedPoint({ point }: { point: LatLon }) {
  const { t } = useTranslation();
  const map = useMap();
  useEffect(() => {
    const marker = circleMarker([point.latitude, point.longitude], POINT_STYLE)
      .bindTooltip(t('transmitterMap.whoCovers.marker'), { permanent: true, direction: 'top' })
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, point, t]);
  return null;
}
