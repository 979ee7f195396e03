/**
 * The transmitter facts the coverage model needs, read defensively: records can come from an
 * imported Core state with odd values (empty strings, commas as decimal separators, nulls).
 */

export interface CoverageInput {
  latitude: number;
  longitude: number;
  /** Transmitter power in watts (including cable loss), 0 when unknown. */
  powerWatts: number;
  /** Antenna height above ground in metres, 0 when unknown. */
  heightMetres: number;
  /** Antenna gain in dBi (main lobe for directional antennas), 0 when unknown. */
  gainDbi: number;
  /** Main-lobe direction in degrees from true north, or undefined for an omni antenna. */
  directionDegrees: number | undefined;
}

/** A number from a JSON number or a decimal string ("1.5" or "1,5"); NaN when neither. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

function orZero(value: unknown): number {
  const number = toNumber(value);
  return Number.isFinite(number) ? number : 0;
}

/** Reads a stored transmitter; undefined when it has no usable position. */
export function coverageInput(record: Record<string, unknown>): CoverageInput | undefined {
  const latitude = toNumber(record.latitude);
  const longitude = toNumber(record.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const directional = String(record.antennaType ?? '').toUpperCase() === 'DIRECTIONAL';
  const direction = orZero(record.antennaDirection);
  return {
    latitude,
    longitude,
    powerWatts: Math.max(0, orZero(record.power)),
    heightMetres: Math.max(0, orZero(record.antennaAboveGroundLevel)),
    gainDbi: orZero(record.antennaGainDbi),
    directionDegrees: directional ? ((direction % 360) + 360) % 360 : undefined,
  };
}

/** Identifies the inputs: a stored coverage is reused while this stays the same. */
export function coverageKey(input: CoverageInput): string {
  return JSON.stringify(input);
}
