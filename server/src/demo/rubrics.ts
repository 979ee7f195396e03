/**
 * Rubrics and their content. Most rubrics hold a few slots of recent news (slot 1 newest, as
 * automatic placement leaves them); one has gaps, as explicit slot numbers leave them, and one
 * is empty, so the content screens show each case.
 */
import type { News, Rubric } from '@dapnet/model';
import type { Slots } from '../store/news-table.js';
import { emptySlots } from '../store/news-table.js';
import type { Random } from './random.js';
import { MINUTES_PER_HOUR, minutesAgo } from './time.js';

interface DemoRubric extends Rubric {
  /** Content by slot number (1-10). */
  content: Partial<Record<number, string>>;
}

const DEMO_RUBRICS: readonly DemoRubric[] = [
  {
    name: 'dx-kw',
    number: 1,
    transmitterGroupNames: ['all'],
    label: 'DX KW',
    ownerNames: ['dl1abc'],
    content: {
      1: '3Y0J Bouvet QRV 14.195 SSB from 14 UTC',
      2: 'VP8 South Georgia strong on 17m FT8 this morning',
      3: 'ZL7 Chatham Island on 40m CW around 07:30 UTC',
      4: 'JW Svalbard active on 6m and 10m FT8',
      5: 'TX5S Clipperton: last days, focus on 160m',
    },
  },
  {
    name: 'wx-de',
    number: 2,
    transmitterGroupNames: ['dl-all'],
    label: 'Wetter DL',
    ownerNames: ['db9xyz'],
    content: {
      1: 'DWD: Sturmböen bis 90 km/h in NRW ab 18 Uhr',
      2: 'Morgen 12 bis 18 Grad, wechselnd bewölkt',
      3: 'Gewitterwarnung Bayern bis 22 Uhr',
    },
  },
  {
    name: 'contest',
    number: 3,
    transmitterGroupNames: ['all'],
    label: 'Contest',
    ownerNames: ['on4abc', 'dl1abc'],
    content: {
      1: 'CQ WW DX SSB this weekend, starts Sat 00 UTC',
      2: 'UBA DX Contest CW: log deadline Sunday',
      3: 'DARC 10m contest Sunday 09-10 UTC',
      4: 'IARU Region 1 VHF contest: 144 MHz, 14 UTC',
    },
  },
  {
    name: 'dapnet-info',
    number: 4,
    transmitterGroupNames: ['all'],
    label: 'DAPNET Info',
    ownerNames: ['admin'],
    content: {
      1: 'Maintenance of node db0dbn Saturday 10-12 UTC',
      2: 'New transmitter ON0ANT online in Antwerp',
      3: 'Core 1.1.5.6 now runs on all nodes',
      4: 'Welcome to DAPNET! Docs and help at hampager.de',
    },
  },
  {
    name: 'satellites',
    number: 5,
    transmitterGroupNames: ['all'],
    label: 'Satellites',
    ownerNames: ['sm5abc'],
    content: {
      1: 'SO-50 pass 18:42 UTC, max elevation 65 deg',
      2: 'ISS SSTV event this weekend on 145.800 FM',
      3: 'AO-91 back in service, daylight passes only',
    },
  },
  {
    name: 'solar',
    number: 6,
    transmitterGroupNames: ['all'],
    label: 'Solar Data',
    ownerNames: ['dl1abc'],
    content: {
      1: 'SFI 152 A 8 K 2: 10-15 m open to the south',
      2: 'X1.2 flare 11:04 UTC, short HF blackout possible',
      3: 'Aurora possible tonight, Kp 6 expected',
    },
  },
  {
    name: 'dl-news',
    number: 10,
    transmitterGroupNames: ['dl-all'],
    label: 'DL News',
    ownerNames: ['db9xyz', 'dl1abc'],
    content: {
      1: 'Relais DB0XYZ wieder QRV nach Antennenarbeiten',
      2: 'OV G01: Treffen Donnerstag 19:30 im Clubheim',
      5: 'HAM RADIO Friedrichshafen: DAPNET-Stand in Halle A1',
    },
  },
  {
    name: 'benelux-news',
    number: 12,
    transmitterGroupNames: ['benelux'],
    label: 'Benelux',
    ownerNames: ['pa3xyz', 'on4abc'],
    content: {
      1: 'PI1DAP: new antenna installed, better coverage',
      2: 'Dag van de Radioamateur on Saturday',
      3: 'UBA general assembly in Brussels next month',
    },
  },
  {
    name: 'oe-news',
    number: 20,
    transmitterGroupNames: ['at-all'],
    label: 'OE News',
    ownerNames: ['oe3abc'],
    content: {},
  },
];

export function buildRubrics(): Rubric[] {
  return DEMO_RUBRICS.map(({ name, number, transmitterGroupNames, label, ownerNames }) => ({
    name,
    number,
    transmitterGroupNames: [...transmitterGroupNames],
    label,
    ownerNames: [...ownerNames],
  }));
}

/** Every rubric's ten slots; content is at most a day old (the Core drops older news). */
export function buildNews(random: Random, now: Date): Map<string, Slots> {
  const result = new Map<string, Slots>();
  for (const rubric of DEMO_RUBRICS) {
    const slots = emptySlots();
    let age = random.int(5, 90);
    for (let slot = 1; slot <= slots.length; slot += 1) {
      const text = rubric.content[slot];
      if (text === undefined) continue;
      const news: News = {
        text,
        rubricName: rubric.name,
        number: slot,
        timestamp: minutesAgo(now, age),
        ownerName: random.pick(rubric.ownerNames),
      };
      slots[slot - 1] = news;
      age += random.int(MINUTES_PER_HOUR, 4 * MINUTES_PER_HOUR);
    }
    result.set(rubric.name, slots);
  }
  return result;
}
