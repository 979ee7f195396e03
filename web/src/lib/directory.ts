import { getConfig } from './config';
import { externalRequest } from './api-client';

export interface DirectoryLocation {
  callsign: string;
  name: string;
  latitude: number;
  longitude: number;
}

function coordinate(value: unknown, bound: number): number | null {
  // The public directory sends coordinates as text ("50.77"), ours as numbers: take both.
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= bound
    ? number
    : null;
}

/**
 * The first usable entry for the callsign in a directory answer (`{data: [{callsign, name,
 * latitude, longitude}]}`), or null. Entries for other callsigns (a directory that ignores the
 * query and sends everything) and entries without a usable position are skipped.
 */
export function findLocation(answer: unknown, callsign: string): DirectoryLocation | null {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const wanted = callsign.trim().toLowerCase();
  for (const entry of data as Record<string, unknown>[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    if (
      String(entry.callsign ?? '')
        .trim()
        .toLowerCase() !== wanted
    )
      continue;
    const latitude = coordinate(entry.latitude, 90);
    const longitude = coordinate(entry.longitude, 180);
    if (latitude === null || longitude === null) continue;
    return { callsign: wanted, name: String(entry.name ?? ''), latitude, longitude };
  }
  return null;
}

/** Looks a station's position up in the configured callsign directory (no credentials sent). */
export async function lookUpLocation(callsign: string): Promise<DirectoryLocation | null> {
  const base = getConfig().directoryUrl;
  const url = `${base}${base.includes('?') ? '&' : '?'}callsign=${encodeURIComponent(callsign.trim())}`;
  const response = await externalRequest(url, { accept: 'application/json' });
  let answer: unknown;
  try {
    answer = JSON.parse(response.text);
  } catch {
    return null;
  }
  return findLocation(answer, callsign);
}
