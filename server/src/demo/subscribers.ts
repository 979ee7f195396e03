/**
 * Subscribers (the Core's "callsigns") with their pagers. Each demo user owns their own
 * callsign; club and function subscribers have several owners. The club station shares a RIC
 * with its trustee on purpose, so the duplicate-RIC warning can be seen.
 */
import type { SubscriberRecord } from '../store/store.js';
import type { Random } from './random.js';

interface DemoSubscriber {
  name: string;
  description: string;
  ownerNames: string[];
  pagers: number;
  numeric?: boolean;
}

const sub = (
  name: string,
  description: string,
  ownerNames: string[],
  pagers = 1,
  numeric = false,
): DemoSubscriber => ({ name, description, ownerNames, pagers, numeric });

const DEMO_SUBSCRIBERS: readonly DemoSubscriber[] = [
  sub('dl1abc', 'Peter, Aachen', ['dl1abc'], 2),
  sub('db9xyz', 'Klaus, Köln', ['db9xyz'], 2),
  sub('on4abc', 'Luc, Brussels', ['on4abc']),
  sub('pa3xyz', 'Jan, Utrecht', ['pa3xyz'], 2),
  sub('f4abc', 'Pierre, Paris', ['f4abc']),
  sub('oe3abc', 'Franz, St. Pölten', ['oe3abc']),
  sub('hb9abc', 'Urs, Zürich', ['hb9abc'], 3),
  sub('sp5abc', 'Piotr, Warszawa', ['sp5abc']),
  sub('sm5abc', 'Lars, Stockholm', ['sm5abc']),
  sub('ik2abc', 'Marco, Milano', ['ik2abc']),
  sub('dl2xyz', 'Anna, Düren', ['dl1abc']),
  sub('dk4abc', 'Thomas, Bonn', ['db9xyz']),
  sub('dg8kl', 'Jürgen, Hamburg', ['admin']),
  sub('dj7pm', 'Monika, München', ['dl1abc'], 2),
  sub('df1hq', 'Stefan, Frankfurt', ['db9xyz']),
  sub('do1tst', 'Numeric test pager (digits only)', ['admin'], 1, true),
  sub('dl0aac', 'Club station OV Aachen G01', ['dl1abc', 'db9xyz'], 2),
  sub('ov-g01', 'All members of OV Aachen G01', ['dl1abc', 'db9xyz'], 3),
  sub('dapnet-ops', 'DAPNET sysops on duty', ['admin', 'dl1abc', 'on4abc'], 2),
  sub('emcomm-dl', 'Emergency communication team Germany', ['dl1abc']),
  sub('on3xyz', 'Sophie, Gent', ['on4abc']),
  sub('pd0abc', 'Kees, Eindhoven', ['pa3xyz']),
  sub('f1xyz', 'Claire, Lyon', ['f4abc']),
  sub('oe1abc', 'Helga, Wien', ['oe3abc']),
  sub('hb3xyz', 'Reto, Bern', ['hb9abc']),
  sub('sq5xyz', 'Kasia, Kraków', ['sp5abc']),
  sub('sa0abc', 'Erik, Uppsala', ['sm5abc']),
  sub('iz1abc', 'Giulia, Torino', ['ik2abc']),
  sub('ea4abc', 'Javier, Madrid', ['admin']),
  sub('ct1abc', 'João, Lisboa', ['admin']),
];

const PAGER_MODELS = [
  'Skyper',
  'Skyper',
  'Alphapoc 602',
  'Alphapoc 601',
  'Quix Ultra',
  'Swissphone s.QUAD',
  'RIC-Box',
];

/** The club station's first pager is the trustee's (dl1abc's) first pager. */
const SHARED_RIC = { owner: 'dl1abc', sharer: 'dl0aac' };

export function buildSubscribers(random: Random): SubscriberRecord[] {
  const used = new Set<number>();
  const freshRic = () => {
    let ric = random.int(10_000, 2_000_000);
    while (used.has(ric)) ric = random.int(10_000, 2_000_000);
    used.add(ric);
    return ric;
  };
  const firstRic = new Map<string, number>();
  return DEMO_SUBSCRIBERS.map((demo) => {
    const pagers = Array.from({ length: demo.pagers }, (_, index) => {
      const shared = index === 0 && demo.name === SHARED_RIC.sharer;
      const number = shared ? (firstRic.get(SHARED_RIC.owner) ?? freshRic()) : freshRic();
      if (index === 0) firstRic.set(demo.name, number);
      const name = demo.numeric ? 'Swissphone BOSS' : random.pick(PAGER_MODELS);
      return { number, name };
    });
    return {
      name: demo.name,
      description: demo.description,
      numeric: demo.numeric === true,
      pagers,
      ownerNames: [...demo.ownerNames],
    };
  });
}
