/**
 * What a received message would put on the air, in words: RIC, function, type and text, with the
 * Core's Skyper rubric messages (RIC 4512 names, RIC 4520 content) unpacked into rubric number,
 * slot and text.
 */
import { pagerDisplay } from '@dapnet/model';
import type { WireMessage } from './protocol.js';

/** The Core's Skyper addresses: rubric names and rubric content. */
export const SKYPER_RUBRIC_NAMES_RIC = 4512;
export const SKYPER_RUBRIC_CONTENT_RIC = 4520;

const FUNCTIONS = ['numeric', 'tone', 'activation', 'alphanumeric'];

/**
 * Skyper shifts every text character up by one, and encodes the rubric number as a character
 * 0x1F above it and the slot 0x20 above it (slot 10 marks a rubric name).
 */
const unshift = (text: string) =>
  Array.from(text, (char) => String.fromCodePoint((char.codePointAt(0) ?? 1) - 1)).join('');

export interface SkyperRubric {
  rubric: number;
  /** The content slot; `undefined` for a rubric name. */
  slot: number | undefined;
  text: string;
}

/** Unpacks a Skyper rubric message, or `undefined` if it is not one. */
export function decodeSkyper(message: Pick<WireMessage, 'ric' | 'text'>): SkyperRubric | undefined {
  const { ric, text } = message;
  if (ric === SKYPER_RUBRIC_NAMES_RIC && text.startsWith('1') && text.length >= 3) {
    return { rubric: text.charCodeAt(1) - 0x1f, slot: undefined, text: unshift(text.slice(3)) };
  }
  if (ric === SKYPER_RUBRIC_CONTENT_RIC && text.length >= 2) {
    return {
      rubric: text.charCodeAt(0) - 0x1f,
      slot: text.charCodeAt(1) - 0x20,
      text: unshift(text.slice(2)),
    };
  }
  return undefined;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Control characters are shown escaped, so a line on the console stays one line. */
const printable = (text: string) =>
  text.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** What a German-charset pager shows for wire text: `}` is ü, `~` is ß; control codes vanish. */
export function pagerShows(wireText: string): string {
  return pagerDisplay(wireText)
    .map((entry) => entry.shown)
    .join('');
}

/** The text as sent, and what the pager shows where that differs. */
function textOnAir(text: string): string {
  const shown = pagerShows(text);
  return shown === text ? printable(text) : `${printable(text)} (pager shows: ${shown})`;
}

/** One line for the console: `RIC 1234 alphanumeric (type 6): Hello`. */
export function describeMessage(message: WireMessage): string {
  const func = FUNCTIONS[message.function] ?? `function ${message.function}`;
  const head = `RIC ${message.ric} ${func} (type ${message.type})`;
  const skyper = decodeSkyper(message);
  if (skyper) {
    const where =
      skyper.slot === undefined
        ? `rubric ${skyper.rubric} name`
        : `rubric ${skyper.rubric} slot ${skyper.slot}`;
    return `${head}, Skyper ${where}: ${textOnAir(skyper.text)}`;
  }
  return `${head}: ${textOnAir(message.text)}`;
}
