/** C0 control characters other than tab, line feed and carriage return: not allowed in XML 1.0. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(FORBIDDEN, '');
}
