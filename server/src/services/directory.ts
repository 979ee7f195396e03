/**
 * The callsign-location directory: the position of a station by its callsign, used to fill in a
 * new transmitter's coordinates. Stands in for the network's directory service (built from
 * hamnetdb.net), so the feature works without internet access.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { directoryEntrySchema, type DirectoryEntry } from '@dapnet/model';
import { SERVER_ROOT } from '../server-root.js';

export const DIRECTORY_FILE = resolve(SERVER_ROOT, 'data-samples/callsign-directory.json');

/** Letters and digits, optionally with a /portable-style suffix; no wildcards. */
const CALLSIGN = /^[a-z0-9]{3,10}(?:\/[a-z0-9]{1,4})?$/;

export interface Directory {
  /** Entries for the callsign (case-insensitive), or undefined when it is not a callsign. */
  lookup(callsign: string): DirectoryEntry[] | undefined;
  size: number;
}

/** Reads and checks the dataset once; a broken file stops the start-up with its reason. */
export function loadDirectory(file: string = DIRECTORY_FILE): Directory {
  let entries: DirectoryEntry[];
  try {
    entries = directoryEntrySchema.array().parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`Cannot load the callsign directory ${file}: ${(error as Error).message}`);
  }
  const byCallsign = new Map<string, DirectoryEntry[]>();
  for (const entry of entries) {
    const key = entry.callsign.toLowerCase();
    byCallsign.set(key, [...(byCallsign.get(key) ?? []), entry]);
  }
  return {
    size: entries.length,
    lookup(callsign) {
      const key = callsign.trim().toLowerCase();
      if (!CALLSIGN.test(key)) return undefined;
      return byCallsign.get(key) ?? [];
    },
  };
}
