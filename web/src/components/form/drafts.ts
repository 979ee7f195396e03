/**
 * Drafts: what a user has typed into a form that sends something (a call, rubric content), kept
 * in this browser's localStorage until it is sent or discarded, so leaving the page, a reload
 * or a crashed tab loses nothing. One draft per form and user name. Only the form's own values
 * are kept, never credentials.
 */

/** Which form, for which user: `{ form: 'call', user: 'dl1abc' }`. */
export interface DraftId {
  form: string;
  user: string;
}

const keyOf = ({ form, user }: DraftId) => `dapnet-web-draft:${form}:${user.toLowerCase()}`;

/** Storage can be missing or throw (disabled storage, private modes): drafts are then not kept. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A stored value of the same kind as the form's own (a string list for a list, and so on). */
function sameKind(stored: unknown, blank: unknown): boolean {
  if (Array.isArray(blank)) {
    return Array.isArray(stored) && stored.every((item) => typeof item === 'string');
  }
  // A field that starts empty (a choice, `null`) may hold a string once chosen; a number field
  // may be blank ('').
  if (blank === null) return stored === null || typeof stored === 'string';
  if (typeof blank === 'number') {
    return stored === '' || (typeof stored === 'number' && Number.isFinite(stored));
  }
  return typeof stored === typeof blank;
}

/**
 * The stored draft, checked field by field against the form's blank values: a draft from an
 * older version or edited by hand keeps what still fits and drops the rest. Null when there is
 * none.
 */
export function readDraft<Values extends object>(id: DraftId, blank: Values): Values | null {
  let stored: unknown;
  try {
    const text = storage()?.getItem(keyOf(id));
    stored = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const values = { ...blank } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    if (key in values && sameKind(value, values[key])) values[key] = value;
  }
  return values as Values;
}

export function writeDraft(id: DraftId, values: object): void {
  try {
    storage()?.setItem(keyOf(id), JSON.stringify(values));
  } catch {
    // Quota or privacy settings: the form still works, the draft is just not kept.
  }
}

export function removeDraft(id: DraftId): void {
  try {
    storage()?.removeItem(keyOf(id));
  } catch {
    // Nothing stored, nothing to remove.
  }
}
