/**
 * How a RIC is shown: padded to seven digits, e.g. 0012345. Apart from the subscriber schemas
 * (subscriber.ts), so that a list showing RICs does not bring the schema library along.
 */
export function formatRic(ric: number): string {
  return String(ric).padStart(7, '0');
}
