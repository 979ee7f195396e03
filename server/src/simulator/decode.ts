/**
 * What a received message would put on the air, in words: RIC, function, type and text, with the
 * Core's Skyper rubric messages (RIC 4512 names, RIC 4520 content) unpacked into rubric number,
 * slot and text.
 */
import { decodeSkyperRubric, pagerDisplay } from '@dapnet/model';
import type { WireMessage } from './protocol.js';

const FUNCTIONS = ['numeric', 'tone', 'activation', 'alphanumeric'];

export interface SkyperRubric {
  rubric: number;
  /** The content slot; `undefined` for a rubric name. */
  slot: number | undefined;
  /** Read back as people write it (umlauts and ß instead of the German codes). */
  text: string;
}

/** Unpacks a Skyper rubric message, or `undefined` if it is not one (model/src/skyper-rubrics.ts). */
export function decodeSkyper(message: Pick<WireMessage, 'ric' | 'text'>): SkyperRubric | undefined {
  const decoded = decodeSkyperRubric(message.ric, message.text);
  if (!decoded) return undefined;
  return decoded.kind === 'rubricName'
    ? { rubric: decoded.rubricNumber, slot: undefined, text: decoded.label }
    : { rubric: decoded.rubricNumber, slot: decoded.slot, text: decoded.text };
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
