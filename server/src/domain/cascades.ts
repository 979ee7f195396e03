/**
 * Deletes and what they take with them (contract section 7). Nothing is refused because of
 * references: a record that loses its last reference of a required kind goes too. Each function
 * expects to run inside a store transaction.
 */
import { includesName } from '@dapnet/model';
import type { Store } from '../store/store.js';
import { isOnly, without } from './references.js';

/**
 * The one rule every cascade follows: each record whose list names `name` loses it, and a record
 * whose list named nothing else is removed instead (with whatever its removal takes along).
 */
async function dropName<R>(
  records: Promise<readonly R[]>,
  names: (record: R) => readonly string[],
  name: string,
  {
    remove,
    keep,
  }: { remove: (record: R) => Promise<void>; keep: (record: R, rest: string[]) => Promise<void> },
): Promise<void> {
  // One after the other: a removal may cascade into records a later step reads.
  for (const record of await records) {
    const list = names(record);
    if (!includesName(list, name)) continue;
    if (isOnly(list, name)) await remove(record);
    else await keep(record, without(list, name));
  }
}

/** Calls lose the subscriber; a call left without subscribers is deleted. */
export async function deleteSubscriber(store: Store, name: string): Promise<void> {
  await dropName(store.calls.list(), ({ call }) => call.callSignNames, name, {
    remove: ({ id }) => store.calls.delete(id),
    keep: ({ id, call }, rest) => store.calls.update(id, { ...call, callSignNames: rest }),
  });
  await store.subscribers.delete(name);
}

/** A rubric goes with its ten content slots. */
export async function deleteRubric(store: Store, name: string): Promise<void> {
  await store.news.deleteRubric(name);
  await store.rubrics.delete(name);
}

/** Rubrics and calls lose the group; those left without any group are deleted. */
export async function deleteTransmitterGroup(store: Store, name: string): Promise<void> {
  await dropName(store.rubrics.list(), (rubric) => rubric.transmitterGroupNames, name, {
    remove: (rubric) => deleteRubric(store, rubric.name),
    keep: (rubric, rest) => store.rubrics.put({ ...rubric, transmitterGroupNames: rest }),
  });
  await dropName(store.calls.list(), ({ call }) => call.transmitterGroupNames, name, {
    remove: ({ id }) => store.calls.delete(id),
    keep: ({ id, call }, rest) => store.calls.update(id, { ...call, transmitterGroupNames: rest }),
  });
  await store.transmitterGroups.delete(name);
}

/** Groups lose the transmitter; a group left empty is deleted (with its own cascade). */
export async function deleteTransmitter(store: Store, name: string): Promise<void> {
  await dropName(store.transmitterGroups.list(), (group) => group.transmitterNames, name, {
    remove: (group) => deleteTransmitterGroup(store, group.name),
    keep: (group, rest) => store.transmitterGroups.put({ ...group, transmitterNames: rest }),
  });
  await store.transmitters.delete(name);
}

/**
 * A user's sole possessions go with them; shared ones lose them as an owner. Their calls are
 * deleted. Nodes and rubric content keep the name, as in the Core.
 */
export async function deleteUser(store: Store, name: string): Promise<void> {
  const owners = (record: { ownerNames: readonly string[] }) => record.ownerNames;
  await dropName(store.subscribers.list(), owners, name, {
    remove: (subscriber) => deleteSubscriber(store, subscriber.name),
    keep: (subscriber, rest) => store.subscribers.put({ ...subscriber, ownerNames: rest }),
  });
  await store.calls.deleteByOwner(name);
  await dropName(store.rubrics.list(), owners, name, {
    remove: (rubric) => deleteRubric(store, rubric.name),
    keep: (rubric, rest) => store.rubrics.put({ ...rubric, ownerNames: rest }),
  });
  await dropName(store.transmitterGroups.list(), owners, name, {
    remove: (group) => deleteTransmitterGroup(store, group.name),
    keep: (group, rest) => store.transmitterGroups.put({ ...group, ownerNames: rest }),
  });
  await dropName(store.transmitters.list(), owners, name, {
    remove: (transmitter) => deleteTransmitter(store, transmitter.name),
    keep: (transmitter, rest) => store.transmitters.put({ ...transmitter, ownerNames: rest }),
  });
  await store.users.delete(name);
}
