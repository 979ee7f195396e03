/**
 * Who gets a message: the transmitters of transmitter groups, as the Core resolves them (lower
 * case, each transmitter once however many of the groups it is in).
 */
import { normalizeName, type Rubric } from '@dapnet/model';
import type { Store } from '../../store/store.js';

/** Lower-case names of the transmitters in the named groups; unknown groups add nothing. */
export async function transmittersOfGroups(
  store: Store,
  groupNames: readonly string[],
): Promise<Set<string>> {
  const names = new Set<string>();
  for (const groupName of groupNames) {
    const group = await store.transmitterGroups.get(normalizeName(groupName));
    for (const transmitter of group?.transmitterNames ?? []) names.add(normalizeName(transmitter));
  }
  return names;
}

/** The rubrics whose transmitter groups hold the named transmitter. */
export async function rubricsOfTransmitter(
  store: Store,
  transmitterName: string,
): Promise<Rubric[]> {
  const wanted = normalizeName(transmitterName);
  const rubrics: Rubric[] = [];
  for (const rubric of await store.rubrics.list()) {
    if ((await transmittersOfGroups(store, rubric.transmitterGroupNames)).has(wanted))
      rubrics.push(rubric);
  }
  return rubrics;
}
