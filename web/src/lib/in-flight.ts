/**
 * Counts the requests in flight (API and external alike) so one running indicator can show
 * whenever anything is loading, whoever started it.
 */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function trackRequest<T>(promise: Promise<T>): Promise<T> {
  count += 1;
  notify();
  return promise.finally(() => {
    count -= 1;
    notify();
  });
}

export function subscribeInFlight(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInFlightCount(): number {
  return count;
}
