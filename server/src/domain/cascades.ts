/**
 * Deletes and what they take with them (contract section 7). Nothing is refused because of
 * references: a record that loses its last reference of a required kind goes too. Each function
 * expects to run inside a store transaction.
 */
import { includesName } from '@dapnet/model';
import type { Store } from '../store/store.js';
import { isOnly, without } from './references.js';

/** Calls lose the subscriber; a call left without subscribers is deleted. */
export function deleteSubscriber(store: Store, name: string): void {
  for (const { id, call } of store.calls.list()) {
    if (!includesName(call.callSignNames, name)) continue;
    if (isOnly(call.callSignNames, name)) store.calls.delete(id);
    else store.calls.update(id, { ...call, callSignNames: without(call.callSignNames, name) });
  }
  store.subscribers.delete(name);
}

/** A rubric goes with its ten content slots. */
export function deleteRubric(store: Store, name: string): void {
  store.news.deleteRubric(name);
  store.rubrics.delete(name);
}

/** Rubrics and calls lose the group; those left without any group are deleted. */
export function deleteTransmitterGroup(store: Store, name: string): void {
  for (const rubric of store.rubrics.list()) {
    if (!includesName(rubric.transmitterGroupNames, name)) continue;
    if (isOnly(rubric.transmitterGroupNames, name)) deleteRubric(store, rubric.name);
    else
      store.rubrics.put({
        ...rubric,
        transmitterGroupNames: without(rubric.transmitterGroupNames, name),
      });
  }
  for (const { id, call } of store.calls.list()) {
    if (!includesName(call.transmitterGroupNames, name)) continue;
    if (isOnly(call.transmitterGroupNames, name)) store.calls.delete(id);
    else
      store.calls.update(id, {
        ...call,
        transmitterGroupNames: without(call.transmitterGroupNames, name),
      });
  }
  store.transmitterGroups.delete(name);
}

/** Groups lose the transmitter; a group left empty is deleted (with its own cascade). */
export function deleteTransmitter(store: Store, name: string): void {
  for (const group of store.transmitterGroups.list()) {
    if (!includesName(group.transmitterNames, name)) continue;
    if (isOnly(group.transmitterNames, name)) deleteTransmitterGroup(store, group.name);
    else
      store.transmitterGroups.put({
        ...group,
        transmitterNames: without(group.transmitterNames, name),
      });
  }
  store.transmitters.delete(name);
}

/**
 * A user's sole possessions go with them; shared ones lose them as an owner. Their calls are
 * deleted. Nodes and rubric content keep the name, as in the Core.
 */
export function deleteUser(store: Store, name: string): void {
  for (const subscriber of store.subscribers.list()) {
    if (!includesName(subscriber.ownerNames, name)) continue;
    if (isOnly(subscriber.ownerNames, name)) deleteSubscriber(store, subscriber.name);
    else store.subscribers.put({ ...subscriber, ownerNames: without(subscriber.ownerNames, name) });
  }
  store.calls.deleteByOwner(name);
  for (const rubric of store.rubrics.list()) {
    if (!includesName(rubric.ownerNames, name)) continue;
    if (isOnly(rubric.ownerNames, name)) deleteRubric(store, rubric.name);
    else store.rubrics.put({ ...rubric, ownerNames: without(rubric.ownerNames, name) });
  }
  for (const group of store.transmitterGroups.list()) {
    if (!includesName(group.ownerNames, name)) continue;
    if (isOnly(group.ownerNames, name)) deleteTransmitterGroup(store, group.name);
    else store.transmitterGroups.put({ ...group, ownerNames: without(group.ownerNames, name) });
  }
  for (const transmitter of store.transmitters.list()) {
    if (!includesName(transmitter.ownerNames, name)) continue;
    if (isOnly(transmitter.ownerNames, name)) deleteTransmitter(store, transmitter.name);
    else
      store.transmitters.put({ ...transmitter, ownerNames: without(transmitter.ownerNames, name) });
  }
  store.users.delete(name);
}
