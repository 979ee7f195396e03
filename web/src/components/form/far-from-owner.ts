import { useQuery } from '@tanstack/react-query';
import { distanceKm, type LatLon } from '@dapnet/model';
import { lookUpLocation } from '../../lib/directory';
import type { Message } from '../../lib/messages/error-messages';
import { formatNumber } from '../../lib/format';
import type { Language } from '../../lib/languages';

/**
 * Kilometres between a typed position and its owner's directory entry beyond which the position
 * is probably a typo (a swapped hemisphere, a digit too many) rather than a site away from home.
 */
export const FAR_FROM_OWNER_KM = 50;

/** The distance in whole kilometres when the position is far from the owner's entry, else null. */
export function farFromOwnerKm(position: LatLon | null, owner: LatLon | null): number | null {
  if (!position || !owner) return null;
  const distance = distanceKm(position, owner);
  return distance > FAR_FROM_OWNER_KM ? Math.round(distance) : null;
}

/**
 * The warning when a position is far from where the first owner's callsign directory entry puts
 * them: usually a typo or a swapped hemisphere. Silent while the lookup runs, when it fails or
 * when the directory does not know the owner: this is a hint, never an obstacle.
 */
export function useFarFromOwner(
  position: LatLon | null,
  ownerNames: readonly string[],
  language: Language,
): Message | null {
  const owner = ownerNames[0]?.trim().toLowerCase() ?? '';
  const entry = useQuery({
    queryKey: ['directory', owner],
    queryFn: () => lookUpLocation(owner).catch(() => null),
    enabled: owner !== '',
    // A station's directory entry does not move while a form is open.
    staleTime: Infinity,
  });
  const found = owner === '' ? null : (entry.data ?? null);
  const distance = farFromOwnerKm(position, found);
  if (distance === null || !found) return null;
  return {
    key: 'coordinates.farFromOwner',
    values: {
      distance: formatNumber(distance, language),
      callsign: owner.toUpperCase(),
      place: found.name,
    },
  };
}
