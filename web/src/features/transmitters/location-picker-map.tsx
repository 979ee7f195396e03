import { Modal } from '../../components/widgets/modal';
import { Button } from '../../components/ui/button';
import { Text } from '../../components/ui/text';
import layout from '../../components/ui/layout.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker } from 'react-leaflet';
import { BaseMap } from '../../components/map';
import styles from './location-picker-map.module.css';

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

interface LocationPickerMapProps {
  /** Where the transmitter is now, if the form holds a usable position. */
  start: PickedPoint | null;
  onPick: (point: PickedPoint) => void;
  onClose: () => void;
}

/** Zoom to start at when the transmitter's position is known: a town and its surroundings. */
const KNOWN_POSITION_ZOOM = 10;

/**
 * A map in a dialog: a click puts the transmitter there and fills in its coordinates. Loaded
 * only when opened, so the form does not pull in Leaflet.
 */
export default function LocationPickerMap({ start, onPick, onClose }: LocationPickerMapProps) {
  const { t } = useTranslation();
  const [point, setPoint] = useState<PickedPoint | null>(start);
  const pick = (next: PickedPoint) => {
    setPoint(next);
    onPick(next);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('transmitters.picker.title')}
      size="xl"
      centered
      closeLabel={t('common.close')}
    >
      <Text size="sm" className={layout.mbXs}>
        {t('transmitters.picker.hint')}
      </Text>
      <BaseMap
        label={t('transmitters.picker.map')}
        className={styles.map}
        center={start ? [start.latitude, start.longitude] : undefined}
        zoom={start ? KNOWN_POSITION_ZOOM : undefined}
        onClick={(at) => {
          // The map repeats the world sideways; wrap so the longitude stays within -180..180.
          const { lat, lng } = at.wrap();
          pick({ latitude: lat, longitude: lng });
        }}
      >
        {point && (
          <CircleMarker
            center={[point.latitude, point.longitude]}
            radius={8}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b81d0c', fillOpacity: 0.9 }}
          />
        )}
      </BaseMap>
      <div className={`${layout.groupEnd} ${layout.mtMd}`}>
        <Button onClick={onClose}>{t('transmitters.picker.done')}</Button>
      </div>
    </Modal>
  );
}
