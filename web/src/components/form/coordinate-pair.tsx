import type { LatLon } from '@dapnet/model';
import type { Message } from '../../lib/messages/error-messages';
import type { Language } from '../../lib/languages';
import { alertInvalidLocation } from '../dialogs/dialogs';
import {
  CoordinateField,
  EMPTY_COORDINATE,
  splitCoordinate,
  toSignedCoordinate,
  type CoordinateAxis,
  type CoordinateValue,
} from './coordinate-field';
import { LocatorField } from './locator-field';
import { focusFirstInvalidField } from './missing-input';
import { UseMyLocation } from './use-my-location';

/** A position as a person edits it: latitude and longitude, each with its hemisphere. */
export interface CoordinatePair {
  latitude: CoordinateValue;
  longitude: CoordinateValue;
}

/** The Core's signed coordinates as JSON text; null where the typed value is empty or unreadable. */
export interface SignedPosition {
  latitude: string | null;
  longitude: string | null;
}

const AXES: readonly CoordinateAxis[] = ['latitude', 'longitude'];

/**
 * The pair a form starts from or a map pick sets: a loaded record's coordinates (text, every
 * digit kept) or a picked point (numbers, six decimals); both empty without one.
 */
export function positionOf(
  point: { latitude: string | number; longitude: string | number } | undefined,
  language: Language,
): CoordinatePair {
  if (!point) return { latitude: EMPTY_COORDINATE, longitude: EMPTY_COORDINATE };
  return {
    latitude: splitCoordinate(point.latitude, language),
    longitude: splitCoordinate(point.longitude, language),
  };
}

/** The pair as the Core wants it (see toSignedCoordinate). */
export function signedPosition(pair: CoordinatePair, language: Language): SignedPosition {
  return {
    latitude: toSignedCoordinate(pair.latitude, language),
    longitude: toSignedCoordinate(pair.longitude, language),
  };
}

/** The signed pair as numbers, for a map; null while either is unreadable. */
export function positionPoint(
  signed: SignedPosition,
): { latitude: number; longitude: number } | null {
  if (signed.latitude === null || signed.longitude === null) return null;
  return { latitude: Number(signed.latitude), longitude: Number(signed.longitude) };
}

/**
 * The 'Invalid location' check of the node and transmitter forms: marks the coordinate that is
 * empty or unreadable, shows the alert, then focuses the marked field. Resolves true when the
 * save must stop.
 */
export async function stopOnInvalidPosition(
  signed: SignedPosition,
  showErrors: (errors: Record<string, Message>) => void,
): Promise<boolean> {
  const invalid = AXES.filter((axis) => signed[axis] === null);
  if (invalid.length === 0) return false;
  showErrors(Object.fromEntries(invalid.map((axis) => [axis, { key: 'coordinates.invalid' }])));
  await alertInvalidLocation();
  focusFirstInvalidField();
  return true;
}

interface CoordinatePairFieldProps {
  value: CoordinatePair;
  onChange: (value: CoordinatePair) => void;
  /** The form's errors: those of `latitude` and `longitude` are shown. */
  errors: Record<string, Message>;
  language: Language;
}

/**
 * Latitude and longitude, each with its hemisphere select, one below the other; then the same
 * position as a Maidenhead locator, and "use my location".
 */
export function CoordinatePairField({
  value,
  onChange,
  errors,
  language,
}: CoordinatePairFieldProps) {
  const locate = (point: LatLon) => onChange(positionOf(point, language));
  return (
    <>
      {AXES.map((axis) => (
        <CoordinateField
          key={axis}
          axis={axis}
          value={value[axis]}
          onChange={(coordinate) => onChange({ ...value, [axis]: coordinate })}
          error={errors[axis]}
          language={language}
        />
      ))}
      <LocatorField position={positionPoint(signedPosition(value, language))} onLocate={locate} />
      <UseMyLocation onLocate={locate} />
    </>
  );
}
