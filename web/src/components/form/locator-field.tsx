import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocator, latLonToLocator, locatorToLatLon, type LatLon } from '@dapnet/model';
import { TextInput } from '../ui/text-input';

/** Shorter locators (a 20°×10° field) are too coarse to fill a site's position while typing. */
const LIVE_LOCATOR_LENGTH = 4;

interface LocatorFieldProps {
  /** The position the coordinates hold now, or null while they are empty or unreadable. */
  position: LatLon | null;
  onLocate: (point: LatLon) => void;
  disabled?: boolean;
}

/**
 * A Maidenhead locator ("JO31le"), as radio amateurs give a site: typing one fills latitude and
 * longitude with the centre of its square. Away from the field it shows the locator of the
 * coordinates, so a position typed in degrees can be checked against a known locator.
 */
export function LocatorField({ position, onLocate, disabled }: LocatorFieldProps) {
  const { t } = useTranslation();
  // What is being typed; null shows the locator of the current coordinates.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = draft ?? (position ? latLonToLocator(position) : '');

  /** Fills the coordinates from a locator of at least `minimumLength`; false when not one. */
  const take = (text: string, minimumLength: number): boolean => {
    if (!isLocator(text) || text.trim().length < minimumLength) return false;
    const point = locatorToLatLon(text);
    if (point) onLocate(point);
    return point !== undefined;
  };

  return (
    <TextInput
      label={t('coordinates.locator')}
      description={t('coordinates.locatorHint')}
      value={shown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        setInvalid(false);
        take(text, LIVE_LOCATOR_LENGTH);
      }}
      onKeyDown={(event) => {
        // Enter takes the locator (even a coarse one) instead of submitting the whole form.
        if (event.key === 'Enter') {
          event.preventDefault();
          if (draft !== null) setInvalid(!take(draft, 0) && draft.trim() !== '');
        }
      }}
      onBlur={() => {
        if (draft === null) return;
        const taken = take(draft, 0);
        if (taken || draft.trim() === '') setDraft(null);
        else setInvalid(true);
      }}
      error={invalid ? t('coordinates.locatorInvalid') : undefined}
      disabled={disabled}
      autoComplete="off"
      spellCheck={false}
      maxLength={10}
    />
  );
}
