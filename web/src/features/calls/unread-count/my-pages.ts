import { normalizeName } from '@dapnet/model';

/**
 * "My pages": the calls addressed to the subscribers a user owns, and which of them the user has
 * not seen yet. Read is measured against the newest call's timestamp the user has seen (the
 * server's clock only), so a computer clock that is off cannot hide or repeat a page.
 */

interface CallLike {
  callSignNames: readonly string[];
  timestamp: string;
}

interface SubscriberLike {
  name: string;
  ownerNames?: readonly string[] | null;
}

/** The subscribers the user owns, by lower-case name. */
export function ownedSubscribers(
  subscribers: readonly SubscriberLike[],
  userName: string,
): Set<string> {
  const user = normalizeName(userName);
  return new Set(
    subscribers
      .filter((subscriber) => (subscriber.ownerNames ?? []).some((o) => normalizeName(o) === user))
      .map((subscriber) => normalizeName(subscriber.name)),
  );
}

const time = (timestamp: string | null | undefined) => {
  const value = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/** The calls to any of `owned`, newest first (calls of the same time in the list's order). */
export function callsTo<Call extends CallLike>(calls: readonly Call[], owned: Set<string>): Call[] {
  const mine = calls.filter((call) =>
    call.callSignNames.some((name) => owned.has(normalizeName(name))),
  );
  // Each time is read once: parsing it in the comparison took seconds for 100,000 calls on a phone.
  const times = mine.map((call) => time(call.timestamp));
  return mine
    .map((_, position) => position)
    .sort((a, b) => times[b]! - times[a]! || a - b)
    .map((position) => mine[position]!);
}

/** Whether a call came after what was seen; with nothing seen yet, every call is new. */
export function isUnread(call: CallLike, seenUntil: string | null): boolean {
  return seenUntil === null || time(call.timestamp) > time(seenUntil);
}

export function countUnread(calls: readonly CallLike[], seenUntil: string | null): number {
  return calls.filter((call) => isUnread(call, seenUntil)).length;
}

/** The newest timestamp among `calls` and `seenUntil` (what is seen never moves back). */
export function newestSeen(calls: readonly CallLike[], seenUntil: string | null): string | null {
  let newest = seenUntil;
  for (const call of calls) if (time(call.timestamp) > time(newest)) newest = call.timestamp;
  return newest;
}
