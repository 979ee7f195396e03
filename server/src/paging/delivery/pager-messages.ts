/**
 * Builds the pager messages the DAPNET Core builds for calls, rubrics, rubric content,
 * activations and identifications (its SkyperProtocol), as pure functions of their input.
 */
import {
  encodeForPager,
  RUBRIC_CONTENT_RIC,
  RUBRIC_NAMES_RIC,
  skyperRubricContentText,
  skyperRubricNameText,
  type Call,
  type News,
  type Rubric,
} from '@dapnet/model';
import type { SubscriberRecord } from '../../store/store.js';
import type { PagerFunction, PagerMessage, Priority, MessageSource } from '../pager-message.js';

/** The Core's `sendSpeed` setting, sent in every message line: 0 = 512, 1 = 1200, 2 = 2400 baud. */
export const SEND_SPEED = 1;

// Skyper pagers read rubric names from RIC 4512 and rubric content from 4520; the texts are
// encoded in model/src/skyper-rubrics.ts, beside the decoder the monitoring screens use.
export { RUBRIC_CONTENT_RIC, RUBRIC_NAMES_RIC };

/** Pagers without rubric support get a rubric's content as a plain call to 1000 + its number. */
export function rubricCallRic(rubricNumber: number): number {
  return 1000 + rubricNumber;
}

/** The Core's activation code setting: per character "shift mask offset" of the pager's RIC. */
const ACTIVATION_CODE: readonly (readonly [number, number, number])[] = [
  [0, 7, 50],
  [0, 7, 34],
  [0, 7, 53],
  [0, 7, 51],
  [0, 7, 51],
  [0, 7, 52],
  [0, 7, 52],
  [0, 7, 56],
];

/** Texts a numeric-only pager can show: digits, space, '-', '(', ')' and 'U'. */
const NUMERIC_TEXT = /^[-Uu\d() ]+$/;

export function pagerMessage(
  fields: { ric: number; function: PagerFunction; text: string; priority: Priority },
  source: MessageSource,
  createdAt: number,
): PagerMessage {
  return {
    ...fields,
    // Everything but numeric messages goes out as an alphanumeric message line.
    type: fields.function === 0 ? 5 : 6,
    speed: SEND_SPEED,
    createdAt,
    source,
  };
}

/**
 * One message per pager of each subscriber: alphanumeric with the encoded text; for a numeric
 * subscriber numeric with the text in capitals, or nothing when the text is not numeric.
 */
export function callMessages(
  call: Call,
  subscribers: readonly SubscriberRecord[],
  now: number,
): PagerMessage[] {
  const priority: Priority = call.emergency ? 'EMERGENCY' : 'CALL';
  const encoded = encodeForPager(call.text);
  const numeric = NUMERIC_TEXT.test(call.text);
  return subscribers.flatMap((subscriber) => {
    if (subscriber.numeric && !numeric) return [];
    const fields = subscriber.numeric
      ? { function: 0 as const, text: call.text.toUpperCase() }
      : { function: 3 as const, text: encoded };
    return subscriber.pagers.map((pager) =>
      pagerMessage({ ...fields, ric: pager.number, priority }, 'call', now),
    );
  });
}

/** A test page through one transmitter: an alphanumeric call to one pager address. */
export function testPageMessage(ric: number, text: string, now: number): PagerMessage {
  return pagerMessage(
    { ric, function: 3, text: encodeForPager(text), priority: 'CALL' },
    'call',
    now,
  );
}

/** The rubric's number and label, for the rubric list of Skyper pagers (RIC 4512). */
export function rubricNameMessage(rubric: Rubric, now: number): PagerMessage {
  const text = skyperRubricNameText(rubric.number, rubric.label);
  return pagerMessage(
    { ric: RUBRIC_NAMES_RIC, function: 3, text, priority: 'RUBRIC' },
    'rubric-name',
    now,
  );
}

/** Rubric content in its slot, for Skyper pagers (RIC 4520). */
export function rubricContentMessage(rubric: Rubric, news: News, now: number): PagerMessage {
  const text = skyperRubricContentText(rubric.number, news.number, news.text);
  return pagerMessage(
    { ric: RUBRIC_CONTENT_RIC, function: 3, text, priority: 'NEWS' },
    'rubric',
    now,
  );
}

/** Rubric content as a plain call to 1000 + the rubric's number, sent once when it is posted. */
export function rubricContentCallMessage(rubric: Rubric, news: News, now: number): PagerMessage {
  return pagerMessage(
    {
      ric: rubricCallRic(rubric.number),
      function: 3,
      text: encodeForPager(news.text),
      priority: 'CALL',
    },
    'rubric',
    now,
  );
}

/** The activation code for a Skyper with the given RIC, with the activation function bits. */
export function activationMessage(ric: number, now: number): PagerMessage {
  const text = ACTIVATION_CODE.map(([shift, mask, offset]) =>
    String.fromCharCode(((ric >> shift) & mask) + offset),
  ).join('');
  return pagerMessage({ ric, function: 2, text, priority: 'ACTIVATION' }, 'activation', now);
}

/** A transmitter's name to its identification address, so listeners can tell who sends. */
export function identificationMessage(
  transmitter: { name: string; identificationAddress: number },
  now: number,
): PagerMessage {
  return pagerMessage(
    {
      ric: transmitter.identificationAddress,
      function: 3,
      text: encodeForPager(transmitter.name),
      priority: 'CALL',
    },
    'identification',
    now,
  );
}
