/** Every mail the front end opens starts its subject like this, so recipients can filter. */
export const MAIL_SUBJECT_PREFIX = '[DAPNET] ';

/**
 * The longest mailto: link handed to the browser. Mail clients and operating systems cut or
 * refuse longer ones (about 2,000 characters is what all of them carry).
 */
export const MAILTO_MAX_LENGTH = 2000;

/** The addresses, trimmed, blanks left out and duplicates merged (ignoring case). */
export function uniqueAddresses(addresses: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const address of addresses) {
    const trimmed = address?.trim() ?? '';
    if (trimmed === '' || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    unique.push(trimmed);
  }
  return unique;
}

/**
 * The mailto: links that reach every address with the prefixed subject: one person goes in To;
 * several go in BCC, so nobody learns the others' addresses. When they do not fit in one link of
 * MAILTO_MAX_LENGTH characters they are split over as many links as needed, in order. No address
 * gives no link (an empty list), never an empty mailto:.
 */
export function buildMailHrefs(
  addresses: readonly (string | null | undefined)[],
  subject: string,
): string[] {
  const unique = uniqueAddresses(addresses);
  const query = `subject=${encodeURIComponent(MAIL_SUBJECT_PREFIX + subject)}`;
  const [only] = unique;
  if (unique.length === 1 && only !== undefined) {
    return [`mailto:${encodeURIComponent(only)}?${query}`];
  }
  const link = (bcc: string) => `mailto:?bcc=${bcc}&${query}`;
  const hrefs: string[] = [];
  let current = '';
  for (const address of unique.map(encodeURIComponent)) {
    const joined = current === '' ? address : `${current},${address}`;
    // An address too long for any link still gets a link of its own rather than being dropped.
    if (current !== '' && link(joined).length > MAILTO_MAX_LENGTH) {
      hrefs.push(link(current));
      current = address;
    } else {
      current = joined;
    }
  }
  if (current !== '') hrefs.push(link(current));
  return hrefs;
}

/**
 * A mailto: link with the prefixed subject and a first line but no recipient, for someone who may
 * write to people whose addresses only admins see (the owners of a transmitter, to a co-owner):
 * the mail client opens ready, and the user adds the addresses they know.
 */
export function buildUnaddressedMailHref(subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(MAIL_SUBJECT_PREFIX + subject)}`;
  return `mailto:?${query}&body=${encodeURIComponent(body)}`;
}
