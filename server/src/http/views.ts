/**
 * Response views (contract section 2.2): owners and admins see everything but password hashes;
 * everybody else does not see pagers, auth keys or mail addresses. The keys are left out, not
 * set to null. A transmitter's address is masked for them (model/src/address-privacy.ts).
 */
import { isOwner, maskAddress, type Subscriber, type Transmitter, type User } from '@dapnet/model';
import type { Caller } from '../auth/access.js';
import type { SubscriberRecord, TransmitterRecord } from '../store/store.js';
import type { UserRecord } from '../store/users-table.js';

export function subscriberView(record: SubscriberRecord, full: boolean): Subscriber {
  if (full) return record;
  const { pagers: _hidden, ...rest } = record;
  return rest;
}

export function transmitterView(record: TransmitterRecord, full: boolean): Transmitter {
  if (full) return record;
  const { authKey: _hidden, ...rest } = record;
  return { ...rest, address: rest.address ? maskAddress(rest.address) : rest.address };
}

/**
 * A transmitter in the list a non-admin reads: without auth keys (as the Core's list), the
 * address in full only on the caller's own transmitters.
 */
export function transmitterListView(record: TransmitterRecord, caller: Caller | undefined) {
  const view = transmitterView(record, false);
  return caller && isOwner(record, caller.name) ? { ...view, address: record.address } : view;
}

export function userView(record: Required<User> | UserRecord, full: boolean): User {
  return full
    ? { name: record.name, mail: record.mail, admin: record.admin }
    : { name: record.name, admin: record.admin };
}
