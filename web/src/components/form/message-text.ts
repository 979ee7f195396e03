/**
 * Pagers cannot show line breaks: a pasted or dropped text keeps its words, each break (CR, LF,
 * CRLF, or a Unicode line or paragraph separator) becoming one space.
 */
export function singleLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ');
}
