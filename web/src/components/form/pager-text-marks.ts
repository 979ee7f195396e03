import { pagerDisplay, suggestedReplacement } from '@dapnet/model';

/** The width of a pager's display line, in characters. */
export const PAGER_LINE_WIDTH = 20;

/**
 * Why a character is marked:
 * - `regional`: shown as typed only by pagers with the German character set (ä, ö, ü, ß);
 *   others show a bracket or brace instead;
 * - `changed`: every pager shows something else (`shown`);
 * - `lost`: pagers show nothing or garbage for it.
 */
export type MarkReason = 'regional' | 'changed' | 'lost';

export interface MarkedCharacter {
  char: string;
  reason: MarkReason;
  /** What a (German-charset) pager shows instead; '' for nothing. */
  shown: string;
  /** The plain text that reads the same everywhere; '' removes the character. */
  replacement: string;
}

/** Printable ASCII: every pager shows it as typed (the German codes aside, see pagerDisplay). */
const PLAIN = /^[\x20-\x7e]$/;

function reasonOf(char: string, kind: 'exact' | 'changed' | 'lost'): MarkReason | null {
  if (kind === 'lost') return 'lost';
  if (kind === 'changed') return 'changed';
  return PLAIN.test(char) ? null : 'regional';
}

/** The characters of `text` a pager may not show as typed, each once, in order of appearance. */
export function markedCharacters(text: string): MarkedCharacter[] {
  const marked = new Map<string, MarkedCharacter>();
  for (const { char, kind, shown } of pagerDisplay(text)) {
    const reason = reasonOf(char, kind);
    if (!reason || marked.has(char)) continue;
    marked.set(char, { char, reason, shown, replacement: suggestedReplacement(char) ?? '' });
  }
  return [...marked.values()];
}

/** `text` with one marked character replaced everywhere it occurs. */
export function replaceCharacter(text: string, mark: MarkedCharacter): string {
  return Array.from(text, (char) => (char === mark.char ? mark.replacement : char)).join('');
}

/** `text` with every marked character replaced: "Grüße" becomes "Gruesse". */
export function replaceAllMarked(text: string): string {
  const marks = new Map(markedCharacters(text).map((mark) => [mark.char, mark.replacement]));
  return Array.from(text, (char) => marks.get(char) ?? char).join('');
}

/** One character of the preview: what the pager shows, and whether it is not as typed. */
export interface PreviewCell {
  shown: string;
  marked: boolean;
}

/**
 * The text as a pager's display shows it: lines of 20 characters, broken wherever the 20th
 * character falls (pagers do not break at words).
 */
export function pagerLines(text: string, width = PAGER_LINE_WIDTH): PreviewCell[][] {
  const cells: PreviewCell[] = [];
  for (const { char, kind, shown } of pagerDisplay(text)) {
    const marked = reasonOf(char, kind) !== null;
    for (const unit of Array.from(shown)) cells.push({ shown: unit, marked });
  }
  const lines: PreviewCell[][] = [];
  for (let start = 0; start < cells.length; start += width) {
    lines.push(cells.slice(start, start + width));
  }
  return lines;
}
