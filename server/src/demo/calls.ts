/**
 * A day of paging traffic: about sixty calls, oldest first (the Core answers calls in the order
 * they were made), a few of them emergencies. Each text starts with the sender's callsign, as the
 * web form prefills it.
 */
import type { Call, TransmitterGroup } from '@dapnet/model';
import type { SubscriberRecord } from '../store/store.js';
import type { Random } from './random.js';
import { HOME_GROUP } from './groups.js';
import { MINUTES_PER_DAY, minutesAgo } from './time.js';

export const DEMO_CALL_COUNT = 60;

/** `{to}` is the first recipient, `{tx}` a transmitter; both written in capitals. */
const ROUTINE = [
  'QRV on {tx} tonight',
  '{to} pse QSY 145.500',
  'Meeting at 19:30 in the club house',
  'Test via {tx}, pse confirm',
  'Happy birthday {to}! 73',
  '{tx} back on air after maintenance',
  'QRT for today, 73',
  'Call me on 2m S20 pse',
  'Sked 14.230 MHz 18:00 UTC?',
  'ISS pass 21:14 UTC, 70 deg elevation',
  'Fieldday setup Saturday 09:00, bring coax',
  'Antenna work on {tx} done, pse report',
  'Thanks for the QSO, 73',
  'Your QSL card is in the mail',
  '{to} QRV on DMR TG 262?',
  'Coffee at the hamfest, hall A1, 11:00?',
];

const EMERGENCY = [
  'EMCOMM net on 145.500 starts now',
  'Power outage Aachen, emergency net activated',
  'EMCOMM exercise: pse report status on 2m',
  'Flooding Rur valley, stand by on 145.500',
];

const EMERGENCY_EVERY = 15;

function callText(template: string, sender: string, to: string, tx: string): string {
  const body = template.replace('{to}', to.toUpperCase()).replace('{tx}', tx.toUpperCase());
  return `${sender.toUpperCase()}: ${body}`;
}

export function buildCalls(
  random: Random,
  now: Date,
  subscribers: readonly SubscriberRecord[],
  groups: readonly TransmitterGroup[],
  senders: readonly string[],
): Call[] {
  const members = new Map(groups.map((group) => [group.name, group.transmitterNames]));
  const people = subscribers.filter((subscriber) => !subscriber.name.includes('-'));
  const step = (MINUTES_PER_DAY - 10) / DEMO_CALL_COUNT;
  return Array.from({ length: DEMO_CALL_COUNT }, (_, index) => {
    const emergency = index % EMERGENCY_EVERY === EMERGENCY_EVERY - 1;
    const sender = random.pick(senders);
    const recipients = emergency
      ? ['emcomm-dl', ...random.sample(people, random.int(0, 1)).map((person) => person.name)]
      : random.sample(people, random.int(1, 3)).map((person) => person.name);
    const home = HOME_GROUP[sender] ?? 'all';
    const via = emergency ? ['dl-all'] : random.chance(0.2) ? [home, 'all'] : [home];
    const template = random.pick(emergency ? EMERGENCY : ROUTINE);
    // A transmitter named in the text is one the call actually goes out on.
    const tx = random.pick(members.get(via[0] ?? 'all') ?? ['db0abc']);
    return {
      text: callText(template, sender, recipients[0] ?? sender, tx),
      callSignNames: recipients,
      transmitterGroupNames: [...new Set(via)],
      emergency,
      // Oldest first, spread over the last 24 hours.
      timestamp: minutesAgo(now, MINUTES_PER_DAY - 5 - (index + random.next()) * step),
      ownerName: sender,
    };
  });
}
