/**
 * Who gets a message: the transmitters of transmitter groups, as the Core resolves them (lower
 * case, each transmitter once however many of the groups it is in).
 */
import { normalizeName, type Rubric } from '@dapnet/model';
import type { Store } from '../../store/store.js';

/** Lower-case names of the transmitters in the named groups; unknown groups add nothing. */
export function transmittersOfGroups(store: Store, groupNames: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const groupName of groupNames) {
    const group = store.transmitterGroups.get(normalizeName(groupName));
    for (const transmitter of group?.transmitterNames ?? []) names.add(normalizeName(transmitter));
  }
  return names;
}

/** The rubrics whose transmitter groups hold the named transmitter. */
export function rubricsOfTransmitter(store: Store, transmitterName: string): Rubric[] {
  const wanted = normalizeName(transmitterName);
  return store.rubrics
    .list()
    .filter((rubric) => transmittersOfGroups(store, rubric.transmitterGroupNames).has(wanted));
}
