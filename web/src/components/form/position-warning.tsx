import type { Language } from '../../lib/languages';
import { positionPoint, signedPosition, type CoordinatePair } from './coordinate-pair';
import { useFarFromOwner } from './far-from-owner';
import { FormWarnings } from './form-warnings';

interface PositionWarningProps {
  /** The form's values, as typed: the position and the owners. */
  values: { position: CoordinatePair; ownerNames: readonly string[] };
  language: Language;
}

/**
 * The node and transmitter forms' warning, below the location, when it is far from the first
 * owner's entry in the callsign directory (see useFarFromOwner).
 */
export function PositionWarning({ values, language }: PositionWarningProps) {
  const position = positionPoint(signedPosition(values.position, language));
  const far = useFarFromOwner(position, values.ownerNames, language);
  return <FormWarnings messages={far ? [['farFromOwner', far]] : []} />;
}
