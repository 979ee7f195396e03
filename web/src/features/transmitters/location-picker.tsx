import { Button } from '../../components/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedPoint } from './location-picker-map';

const LocationPickerMap = lazy(() => import('./location-picker-map'));

interface LocationPickerProps {
  start: PickedPoint | null;
  onPick: (point: PickedPoint) => void;
}

/** "Pick on the map": opens the map dialog, which loads Leaflet the first time. */
export function LocationPicker({ start, onPick }: LocationPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('transmitters.picker.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LocationPickerMap start={start} onPick={onPick} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
