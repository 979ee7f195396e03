import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, useMapEvents } from 'react-leaflet';
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

function ClickToPick({ onPick }: { onPick: (point: PickedPoint) => void }) {
  useMapEvents({
    click(event) {
      // The map repeats the world sideways; wrap so the longitude stays within -180..180.
      const { lat, lng } = event.latlng.wrap();
      onPick({ latitude: lat, longitude: lng });
    },
  });
  return null;
}

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
    <Modal opened onClose={onClose} title={t('transmitters.picker.title')} size="xl" centered>
      <Text size="sm" mb="xs">
        {t('transmitters.picker.hint')}
      </Text>
      <BaseMap
        label={t('transmitters.picker.map')}
        className={styles.map}
        center={start ? [start.latitude, start.longitude] : undefined}
        zoom={start ? KNOWN_POSITION_ZOOM : undefined}
      >
        <ClickToPick onPick={pick} />
        {point && (
          <CircleMarker
            center={[point.latitude, point.longitude]}
            radius={8}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b81d0c', fillOpacity: 0.9 }}
          />
        )}
      </BaseMap>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('transmitters.picker.done')}</Button>
      </Group>
    </Modal>
  );
}
