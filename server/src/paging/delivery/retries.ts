/**
 * Tries a database write again when it fails: on a network of nodes a transaction can be chosen
 * as the victim of a deadlock or wait too long for a connection while thousands of transmitters
 * log in; the call it belongs to has been accepted already, so giving up at once would lose it.
 */
const DELAYS_MS = [100, 500, 2_000];

export async function withRetries<T>(write: () => Promise<T>): Promise<T> {
  for (const delay of DELAYS_MS) {
    try {
      return await write();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return write();
}
