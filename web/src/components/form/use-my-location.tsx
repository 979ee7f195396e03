import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLon } from '@dapnet/model';
import { Button } from '../ui/button';
import { Text } from '../ui/text';
import styles from './use-my-location.module.css';

/** Why the browser gave no position, as the catalogue names it. */
export type LocationFailure = 'denied' | 'unavailable' | 'unsupported';

/** A GeolocationPositionError's code as one of our reasons (1 is PERMISSION_DENIED). */
export function locationFailure(code: number): LocationFailure {
  return code === 1 ? 'denied' : 'unavailable';
}

/** Long enough for a phone's GPS to get a first fix; the browser's own default waits forever. */
const LOCATE_TIMEOUT_MS = 20_000;

/**
 * "Use my location": asks the browser for the device's position (it asks the person first) and
 * fills the coordinates with it; says plainly when it was refused or is not available.
 */
export function UseMyLocation({ onLocate }: { onLocate: (point: LatLon) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LocationFailure | null>(null);

  const locate = () => {
    // Absent in old browsers and on pages served over plain http from another machine.
    if (!('geolocation' in navigator) || !window.isSecureContext) {
      setFailure('unsupported');
      return;
    }
    setBusy(true);
    setFailure(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        onLocate({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        setBusy(false);
        setFailure(locationFailure(error.code));
      },
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <div>
      <Button variant="default" onClick={locate} loading={busy}>
        {t('coordinates.useMyLocation')}
      </Button>
      <Text
        size="sm"
        role="status"
        className={failure ? `${styles.status} ${styles.failed}` : styles.status}
      >
        {failure && t(`coordinates.locationFailed.${failure}`)}
      </Text>
    </div>
  );
}
