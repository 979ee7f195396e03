/**
 * Maidenhead locators (QTH locators), as radio amateurs give a position: "JO31", "JO31le",
 * "JO31le47". Accepted wherever a position is asked, so a site's locator from a QSL card or a
 * contest log can be typed in directly.
 */
import type { LatLon } from './coverage/geo.js';

const LOCATOR_PATTERN = /^[A-R]{2}(?:[0-9]{2}(?:[A-X]{2}(?:[0-9]{2})?)?)?$/;

/** Whether a text is a locator of 2, 4, 6 or 8 characters (either case, spaces around ignored). */
export function isLocator(text: string): boolean {
  return LOCATOR_PATTERN.test(text.trim().toUpperCase());
}

/**
 * The centre of a locator's square, or undefined when the text is not a locator. Each pair
 * narrows the square: fields of 20°×10°, squares of 2°×1°, subsquares of 5'×2.5', extended
 * squares of 30"×15".
 */
export function locatorToLatLon(text: string): LatLon | undefined {
  const locator = text.trim().toUpperCase();
  if (!LOCATOR_PATTERN.test(locator)) return undefined;
  const steps: [number, number, number][] = [
    [20, 10, 65], // field: A-R
    [2, 1, 48], // square: 0-9
    [2 / 24, 1 / 24, 65], // subsquare: A-X
    [2 / 240, 1 / 240, 48], // extended square: 0-9
  ];
  let longitude = -180;
  let latitude = -90;
  let width = 360;
  let height = 180;
  for (let index = 0; index < locator.length / 2; index += 1) {
    const [lonStep, latStep, base] = steps[index]!;
    longitude += (locator.charCodeAt(index * 2) - base) * lonStep;
    latitude += (locator.charCodeAt(index * 2 + 1) - base) * latStep;
    width = lonStep;
    height = latStep;
  }
  return { latitude: latitude + height / 2, longitude: longitude + width / 2 };
}

/** The 6-character locator of a position (e.g. "JO31le"), as people write it. */
export function latLonToLocator({ latitude, longitude }: LatLon): string {
  const lon = Math.min(Math.max(longitude + 180, 0), 359.999999);
  const lat = Math.min(Math.max(latitude + 90, 0), 179.999999);
  const letter = (value: number, base: number) => String.fromCharCode(base + Math.floor(value));
  return (
    letter(lon / 20, 65) +
    letter(lat / 10, 65) +
    String(Math.floor((lon % 20) / 2)) +
    String(Math.floor(lat % 10)) +
    letter(((lon % 2) * 24) / 2, 97) +
    letter((lat % 1) * 24, 97)
  );
}
