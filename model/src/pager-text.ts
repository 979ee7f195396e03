/**
 * Pager text: what the DAPNET Core puts on the air for a text, and what a pager then shows.
 *
 * The Core sends 7-bit text in the German POCSAG character set (DIN 66003), the one Skyper,
 * AlphaPoc and most amateur pagers use: there the seven codes @ [ \ ] { | } ~ stand for
 * § Ä Ö Ü ä ö ü ß. The Core maps the German umlauts and ß onto those codes and keeps only the
 * low 7 bits of every other UTF-16 code unit, so 'é' (U+00E9) goes out as 'i' (0x69), a
 * typographic quote (U+201C) as the control code 0x1C, and a typed '{' arrives as 'ä'
 * (Core issues #99 and #143). `encodeForPager` reproduces that exactly, with one exception:
 * a line break would end the transmitter protocol's line, so CR and LF go out as spaces.
 */

/** The Core's encoder: the umlauts and ß onto the German national codes. */
const TO_GERMAN_CODE: Readonly<Record<string, string>> = {
  Ä: '[',
  Ö: '\\',
  Ü: ']',
  ä: '{',
  ö: '|',
  ü: '}',
  ß: '~',
};

/** How a German-charset pager shows the codes that differ from ASCII. */
const GERMAN_DISPLAY: Readonly<Record<string, string>> = {
  '@': '§',
  '[': 'Ä',
  '\\': 'Ö',
  ']': 'Ü',
  '{': 'ä',
  '|': 'ö',
  '}': 'ü',
  '~': 'ß',
};

/** Encodes one UTF-16 code unit as the Core does (without the line-break exception). */
function encodeCodeUnit(unit: string): string {
  return TO_GERMAN_CODE[unit] ?? String.fromCharCode(unit.charCodeAt(0) & 0x7f);
}

/** The text as it goes on the wire to the transmitters: 7-bit, German national codes. */
export function encodeForPager(text: string): string {
  let encoded = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text[i]!;
    encoded += unit === '\n' || unit === '\r' ? ' ' : encodeCodeUnit(unit);
  }
  return encoded;
}

/**
 * The on-air text read back for people: the German national codes as the umlauts and ß they
 * stand for (the inverse of `encodeForPager` for German text). Other codes stay as they are;
 * '@' stays '@' (a pager shows '§', but '@' is what people type).
 */
export function decodeFromPager(encoded: string): string {
  return Array.from(encoded, (code) => (code === '@' ? code : (GERMAN_DISPLAY[code] ?? code))).join(
    '',
  );
}

/** What a German-charset pager shows for one 7-bit code; `null` for a control code. */
function displayedCode(code: string): string | null {
  const value = code.charCodeAt(0);
  if (value < 0x20 || value === 0x7f) return null;
  return GERMAN_DISPLAY[code] ?? code;
}

/**
 * How a pager shows one character of the user's text:
 * - `exact`: as typed (ASCII letters and digits, the umlauts and ß);
 * - `changed`: as something else, given in `shown` (a typed '{' shows as 'ä', 'é' as 'i');
 * - `lost`: not at all or as garbage; `shown` is what is left of it, often ''.
 */
export type PagerCharKind = 'exact' | 'changed' | 'lost';

export interface PagerChar {
  /** The character as typed (one code point, so an emoji is one entry). */
  char: string;
  kind: PagerCharKind;
  /** What the pager shows instead, control codes left out. */
  shown: string;
}

/** For each character (code point) of `text`: how a German-charset pager shows it. */
export function pagerDisplay(text: string): PagerChar[] {
  return Array.from(text, (char) => {
    const codes = encodeForPager(char);
    const shownCodes = Array.from(codes, displayedCode);
    const shown = shownCodes.filter((code): code is string => code !== null).join('');
    if (shownCodes.includes(null)) return { char, kind: 'lost', shown };
    return { char, kind: shown === char ? 'exact' : 'changed', shown };
  });
}

/** Whether a pager shows every character of `text` as typed. */
export function pagerShowsAsTyped(text: string): boolean {
  return pagerDisplay(text).every((entry) => entry.kind === 'exact');
}

/** Replacements that read the same in plain ASCII. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '«': '"',
  '»': '"',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '‹': "'",
  '›': "'",
  '´': "'",
  '–': '-',
  '—': '-',
  '‒': '-',
  '―': '-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '…': '...',
  '•': '*',
  '·': '.',
  '×': 'x',
  '÷': ':',
  '€': 'EUR',
  '£': 'GBP',
  '°': ' deg',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
  // The German national codes: typed, they would show as umlauts or §.
  '@': '(at)',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '\\': '/',
  '|': '/',
  '~': '-',
};

/** A combining mark, left over when an accented letter is decomposed (é → e + ´). */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * A plain replacement for a character a pager may not show as typed (ä → ae, “ → ", – → -,
 * é → e), or `null` when there is none. Umlauts get one too, for pagers without the German set.
 */
export function suggestedReplacement(char: string): string | null {
  const fixed = REPLACEMENTS[char];
  if (fixed !== undefined) return fixed;
  const stripped = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  return stripped !== char && /^[\x20-\x7e]+$/.test(stripped) ? stripped : null;
}

/**
 * `text` with every character a pager would not show as typed replaced by its suggestion;
 * characters without a suggestion (emoji, other scripts) are left out. Umlauts stay.
 */
export function replaceUnshowable(text: string): string {
  return pagerDisplay(text)
    .map((entry) =>
      entry.kind === 'exact' ? entry.char : (suggestedReplacement(entry.char) ?? ''),
    )
    .join('');
}
