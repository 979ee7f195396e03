/**
 * The time messages the DAPNET Core sends to every connected transmitter, so pagers can set their
 * clocks: UTC for Skyper (RIC 2504, numeric), Swissphone (200) and AlphaPoc (216); the server's
 * local time for Swissphone (208) and AlphaPoc (224).
 */
import type { PagerMessage } from '../pager-message.js';
import { pagerMessage } from './pager-messages.js';

export const TIME_RICS = {
  skyper: 2504,
  swissphone: 200,
  swissphoneLocal: 208,
  alphaPoc: 216,
  alphaPocLocal: 224,
} as const;

interface ClockFields {
  yy: string;
  MM: string;
  dd: string;
  HH: string;
  mm: string;
  ss: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The date's fields in UTC or in the server's time zone. */
function clockFields(date: Date, utc: boolean): ClockFields {
  return utc
    ? {
        yy: two(date.getUTCFullYear() % 100),
        MM: two(date.getUTCMonth() + 1),
        dd: two(date.getUTCDate()),
        HH: two(date.getUTCHours()),
        mm: two(date.getUTCMinutes()),
        ss: two(date.getUTCSeconds()),
      }
    : {
        yy: two(date.getFullYear() % 100),
        MM: two(date.getMonth() + 1),
        dd: two(date.getDate()),
        HH: two(date.getHours()),
        mm: two(date.getMinutes()),
        ss: two(date.getSeconds()),
      };
}

/** Skyper: "HHmmss   ddMMyy". */
export function skyperTimeText(f: ClockFields): string {
  return `${f.HH}${f.mm}${f.ss}   ${f.dd}${f.MM}${f.yy}`;
}

/** Swissphone: "XTIME=HHmmddMMyy", twice in a row. */
export function swissphoneTimeText(f: ClockFields): string {
  const once = `XTIME=${f.HH}${f.mm}${f.dd}${f.MM}${f.yy}`;
  return once + once;
}

/** AlphaPoc: the literal "YYYYMMDDHHMMSS", then yyMMddHHmm and "00". */
export function alphaPocTimeText(f: ClockFields): string {
  return `YYYYMMDDHHMMSS${f.yy}${f.MM}${f.dd}${f.HH}${f.mm}00`;
}

/** The Core's time job (every 20 minutes from the full hour): UTC in three formats. */
export function utcTimeMessages(date: Date): PagerMessage[] {
  const f = clockFields(date, true);
  const now = date.getTime();
  return [
    pagerMessage(
      { ric: TIME_RICS.skyper, function: 0, text: skyperTimeText(f), priority: 'TIME' },
      'time',
      now,
    ),
    pagerMessage(
      { ric: TIME_RICS.swissphone, function: 3, text: swissphoneTimeText(f), priority: 'TIME' },
      'time',
      now,
    ),
    pagerMessage(
      { ric: TIME_RICS.alphaPoc, function: 3, text: alphaPocTimeText(f), priority: 'TIME' },
      'time',
      now,
    ),
  ];
}

/** The Core's local-time job (every 20 minutes from ten past): the server's local time. */
export function localTimeMessages(date: Date): PagerMessage[] {
  const f = clockFields(date, false);
  const now = date.getTime();
  return [
    pagerMessage(
      {
        ric: TIME_RICS.swissphoneLocal,
        function: 3,
        text: swissphoneTimeText(f),
        priority: 'TIME',
      },
      'time',
      now,
    ),
    pagerMessage(
      { ric: TIME_RICS.alphaPocLocal, function: 3, text: alphaPocTimeText(f), priority: 'TIME' },
      'time',
      now,
    ),
  ];
}
