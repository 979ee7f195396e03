/**
 * A protected page sends an anonymous visitor home with `{ from }` in the router state; the login
 * link and form carry it along so that, once signed in, the user lands where they were going.
 */
export interface RedirectState {
  from: string;
}

export function readFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' ? from : undefined;
}

export function redirectState(from: string | undefined): RedirectState | undefined {
  return from === undefined ? undefined : { from };
}
