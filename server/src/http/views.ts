/**
 * Response views (contract section 2.2): owners and admins see everything but password hashes;
 * everybody else does not see pagers, auth keys or mail addresses. The keys are left out, not
 * set to null.
 */
import type { Subscriber, Transmitter, User } from '@dapnet/model';
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
  return rest;
}

export function userView(record: Required<User> | UserRecord, full: boolean): User {
  return full
    ? { name: record.name, mail: record.mail, admin: record.admin }
    : { name: record.name, admin: record.admin };
}
