/** Distances and bearings on a spherical earth: accurate to a fraction of a per cent. */

/** Mean earth radius in km. */
export const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude on that sphere. */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(from: LatLon, to: LatLon): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial bearing from `from` to `to`, in degrees from true north (0 to 360). */
export function bearingDegrees(from: LatLon, to: LatLon): number {
  const lat1 = toRadians(from.latitude);
  const lat2 = toRadians(to.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/**
 * The point `distance` km from `from` in direction `bearing`, on a flat local approximation:
 * good enough for drawing coverage outlines up to the model's 150 km.
 */
export function offsetPoint(from: LatLon, distance: number, bearing: number): LatLon {
  const angle = toRadians(bearing);
  const cosine = Math.max(Math.cos(toRadians(from.latitude)), 0.01);
  return {
    latitude: from.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE,
    longitude: from.longitude + (distance * Math.sin(angle)) / (KM_PER_DEGREE * cosine),
  };
}
