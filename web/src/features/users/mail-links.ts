/** Every mail the front end opens starts its subject like this, so recipients can filter. */
export const MAIL_SUBJECT_PREFIX = '[DAPNET] ';

/**
 * A mailto: link to several addresses at once. Blank entries are left out and duplicates merged
 * (ignoring case); with no address left there is no link at all (null), never an empty mailto:.
 */
export function buildMailHref(
  addresses: readonly (string | null | undefined)[],
  subject: string,
): string | null {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const address of addresses) {
    const trimmed = address?.trim() ?? '';
    if (trimmed === '' || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    unique.push(trimmed);
  }
  if (unique.length === 0) return null;
  const to = unique.map((address) => encodeURIComponent(address)).join(',');
  return `mailto:${to}?subject=${encodeURIComponent(MAIL_SUBJECT_PREFIX + subject)}`;
}
