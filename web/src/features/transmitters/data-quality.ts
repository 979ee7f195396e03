import type { AntennaValues } from './antenna-fields';

/**
 * Checks of a transmitter's data that do not stop the save but make it useless somewhere else:
 * the coverage model computes nothing for 0 W or an antenna on the ground, and a directional
 * antenna without a direction cannot be drawn. Pure, so the rules are tested on their own.
 */
export type TransmitterWarning = 'noPower' | 'noHeight' | 'noDirection';

export interface CheckedValues extends AntennaValues {
  power: number | '';
}

/** The warnings for the values as typed; an empty number field is the form's own error. */
export function transmitterWarnings(values: CheckedValues): TransmitterWarning[] {
  const warnings: TransmitterWarning[] = [];
  if (values.power === 0) warnings.push('noPower');
  if (values.antennaAboveGroundLevel === 0) warnings.push('noHeight');
  if (values.antennaType === 'DIRECTIONAL' && values.antennaDirection === '') {
    warnings.push('noDirection');
  }
  return warnings;
}

/**
 * The antenna direction once the type changes: a directional antenna starts without one, so the
 * form asks for it rather than keep the unset 0 (which would mean north); an omnidirectional one
 * gets the Core's 0 back, because the disabled field is still sent.
 */
export function directionForType(
  type: string,
  direction: AntennaValues['antennaDirection'],
): AntennaValues['antennaDirection'] {
  if (type === 'DIRECTIONAL' && direction === 0) return '';
  if (type !== 'DIRECTIONAL' && direction === '') return 0;
  return direction;
}
