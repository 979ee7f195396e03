/**
 * Messages that are not recorded, to the transmitters that get them: those of transmitter groups,
 * or every connected one, here and (when the API asked) at the other nodes of the network.
 * Calls and rubric content are recorded on their way (recorded-pages.ts).
 */
import { normalizeName } from '@dapnet/model';
import type { ForwardTarget } from '../../network/node-link.js';
import type { PagerMessage } from '../pager-message.js';
import type { DeliveryContext } from './context.js';
import { transmittersOfGroups } from './recipients.js';

/** The transmitters in the groups, and how many of them connected here got the messages. */
export interface Reached {
  transmitters: Set<string>;
  reached: number;
}

/**
 * Sends to the transmitters of the groups connected here; `network` also to those connected to
 * the other nodes (what the API asked for; the periodic jobs run on every node for its own).
 */
export async function toGroups(
  { store, dispatch, network }: DeliveryContext,
  groupNames: readonly string[],
  messages: readonly PagerMessage[],
  { network: alsoElsewhere = false } = {},
): Promise<Reached> {
  const names = await transmittersOfGroups(store, groupNames);
  const reached = new Set<string>();
  for (const message of messages)
    dispatch.send(names, message).forEach((name) => reached.add(name));
  if (alsoElsewhere) network?.forward({ groups: [...groupNames] }, messages);
  return { transmitters: names, reached: reached.size };
}

export function toConnected({ dispatch }: DeliveryContext, messages: readonly PagerMessage[]) {
  const names = dispatch.connectedNames();
  for (const message of messages) dispatch.send(names, message);
}

/** Messages another node of the network sent for the transmitters connected here. */
export async function toForwardTarget(
  { store, dispatch }: DeliveryContext,
  target: ForwardTarget,
  messages: readonly PagerMessage[],
): Promise<void> {
  const names =
    'groups' in target
      ? await transmittersOfGroups(store, target.groups)
      : new Set(target.transmitters.map(normalizeName));
  for (const message of messages) dispatch.send(names, message);
}
