/**
 * Generated coverage files, kept in memory per transmitter. An entry is reused while the
 * transmitter's position, power, height, gain and antenna stay the same; any edit of those makes
 * the next request draw a new one. The .txt and .png of one entry always belong together.
 */
import { createHash } from 'node:crypto';
import { coverageKey, type CoverageInput } from '@dapnet/model';
import { coverageText, renderCoverage } from './render.js';

export interface CoverageFiles {
  txt: string;
  png: Buffer;
  /** Entity tag of this generation, so browsers can revalidate instead of downloading again. */
  etag: string;
}

/** Changes whenever the model or the drawing changes, so browsers drop images of the old one. */
const MODEL_VERSION = 'hata-open-1';
/** Enough for every transmitter of the public network; the oldest entry goes first. */
const MAX_ENTRIES = 2000;

export function createCoverageCache(now: () => Date = () => new Date()) {
  const entries = new Map<string, { key: string; files: CoverageFiles }>();

  return {
    get(name: string, input: CoverageInput): CoverageFiles {
      const key = coverageKey(input);
      const cached = entries.get(name);
      entries.delete(name);
      if (cached?.key === key) {
        entries.set(name, cached);
        return cached.files;
      }
      const { bounds, png } = renderCoverage(input);
      const etag = `"${createHash('sha1').update(MODEL_VERSION).update(name).update(key).digest('base64url')}"`;
      const files = { txt: coverageText(bounds, now()), png, etag };
      entries.set(name, { key, files });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return files;
    },
  };
}

export type CoverageCache = ReturnType<typeof createCoverageCache>;
