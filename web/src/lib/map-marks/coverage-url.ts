import { getConfig } from '../config';
import { joinUrl } from '../url';

/**
 * Address of a transmitter's coverage file (`txt` bounds or `png` image). Kept apart from the
 * overlay, so lists (exports) can link the image without loading the map.
 */
export function coverageFileUrl(name: string, extension: 'txt' | 'png'): string {
  return joinUrl(getConfig().coverageUrl, `${encodeURIComponent(name)}.${extension}`);
}
