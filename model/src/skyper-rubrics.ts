/**
 * Rubric names and content in the form Skyper pagers read them (the DAPNET Core's
 * SkyperProtocol, coding adapted from Funkrufmaster), and back: the server puts them on the air
 * with the encoders, and the monitoring screens show what went out with the decoder. Both sit
 * here so they stay each other's inverse (skyper-rubrics.test.ts checks the round trip).
 */
import { decodeFromPager, encodeForPager } from './pager-text.js';

/** Skyper pagers read rubric names from this RIC and rubric content from the next one. */
export const RUBRIC_NAMES_RIC = 4512;
export const RUBRIC_CONTENT_RIC = 4520;

/** A rubric number goes out as one character: the number plus 0x1f. */
const RUBRIC_OFFSET = 0x1f;
/** A content slot (1-10) goes out as one character: the slot plus 0x20. */
const SLOT_OFFSET = 0x20;
/** A name message starts with "1", the rubric's number and this (10 + 0x20, '*'). */
const NAME_MARK = String.fromCharCode(10 + SLOT_OFFSET);

/** Skyper text: the pager encoding, then every character one code higher. */
function shifted(text: string): string {
  return Array.from(encodeForPager(text), (char) =>
    String.fromCharCode(char.charCodeAt(0) + 1),
  ).join('');
}

/** The inverse of `shifted`: one code lower, then the German codes as the pager shows them. */
function unshifted(text: string): string {
  return decodeFromPager(
    Array.from(text, (char) => String.fromCharCode(char.charCodeAt(0) - 1)).join(''),
  );
}

/** The text of a rubric's name message (RIC 4512): "1", its number, '*', the label. */
export function skyperRubricNameText(rubricNumber: number, label: string): string {
  return '1' + String.fromCharCode(rubricNumber + RUBRIC_OFFSET) + NAME_MARK + shifted(label);
}

/** The text of a content message (RIC 4520): the rubric's number, the slot, the text. */
export function skyperRubricContentText(rubricNumber: number, slot: number, text: string): string {
  return (
    String.fromCharCode(rubricNumber + RUBRIC_OFFSET) +
    String.fromCharCode(slot + SLOT_OFFSET) +
    shifted(text)
  );
}

/** A rubric message read back from its on-air text. */
export type SkyperRubricMessage =
  | { kind: 'rubricName'; rubricNumber: number; label: string }
  | { kind: 'rubricContent'; rubricNumber: number; slot: number; text: string };

/**
 * What a message to the rubric RICs says, readable: the rubric's number and name, or its
 * number, slot and content. Undefined for any other RIC and for a text too short or not in the
 * format (so the caller shows it as it went out).
 */
export function decodeSkyperRubric(ric: number, text: string): SkyperRubricMessage | undefined {
  const code = (index: number) => text.charCodeAt(index);
  if (ric === RUBRIC_NAMES_RIC && text.length >= 3 && text[0] === '1' && text[2] === NAME_MARK) {
    return {
      kind: 'rubricName',
      rubricNumber: code(1) - RUBRIC_OFFSET,
      label: unshifted(text.slice(3)),
    };
  }
  if (ric === RUBRIC_CONTENT_RIC && text.length >= 2) {
    return {
      kind: 'rubricContent',
      rubricNumber: code(0) - RUBRIC_OFFSET,
      slot: code(1) - SLOT_OFFSET,
      text: unshifted(text.slice(2)),
    };
  }
  return undefined;
}
