/**
 * A place typed for "who covers this point": a transmitter's name, a Maidenhead locator or
 * decimal coordinates. There is no geocoder on purpose: nothing here may need the internet.
 */
import { includesName, isLocator, locatorToLatLon, type LatLon } from '@dapnet/model';
import { markerPosition } from '../../components/map';

export interface Place {
  point: LatLon;
  kind: 'transmitter' | 'locator' | 'coordinates';
}

const NUMBER = String.raw`[+-]?\d{1,3}(?:\.\d+)?`;
/** "50.77, 6.08", "50.77 6.08" or "50.77;6.08". */
const DOT_DECIMALS = new RegExp(String.raw`^(${NUMBER})\s*(?:[,;]\s*|\s+)(${NUMBER})$`);
/** With decimal commas, as many languages write them: "50,77; 6,08" or "50,77 6,08". */
const COMMA_DECIMALS = /^([+-]?\d{1,3}(?:,\d+)?)\s*(?:;\s*|\s+)([+-]?\d{1,3}(?:,\d+)?)$/;

/** Latitude and longitude from decimal coordinates, or undefined when the text is not such. */
export function parseCoordinates(text: string): LatLon | undefined {
  const trimmed = text.trim();
  const match = DOT_DECIMALS.exec(trimmed) ?? COMMA_DECIMALS.exec(trimmed);
  if (!match) return undefined;
  const [latitude, longitude] = [match[1]!, match[2]!].map((part) =>
    Number(part.replace(',', '.')),
  );
  if (Math.abs(latitude!) > 90 || Math.abs(longitude!) > 180) return undefined;
  return { latitude: latitude!, longitude: longitude! };
}

/** The place a text names, or undefined when it names none. */
export function parsePlace(
  text: string,
  transmitters: readonly { name: string; latitude: string; longitude: string }[],
): Place | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const transmitter = transmitters.find((item) => includesName([item.name], trimmed));
  const position = transmitter && markerPosition(transmitter);
  if (position)
    return { kind: 'transmitter', point: { latitude: position[0], longitude: position[1] } };
  if (isLocator(trimmed)) return { kind: 'locator', point: locatorToLatLon(trimmed)! };
  const point = parseCoordinates(trimmed);
  return point && { kind: 'coordinates', point };
}
