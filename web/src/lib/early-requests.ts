/**
 * The page's first data, asked for before the app's code has arrived: the server names the API
 * requests of a page's first data in its HTML (the pages manifest's `requests`), and index.html's
 * first-screen script sends them as soon as the page is parsed, with the signed-in user's
 * credentials, and leaves them in `window.dapnetEarlyRequests`. The API client takes an answer
 * from here for the same address and credentials instead of asking again; what the first page
 * did not ask for is cancelled, so an answer is never taken later, stale.
 */

/** One request as index.html's first-screen script sent it. */
export interface EarlyRequest {
  url: string;
  /** The Authorization header it was sent with, or null for a guest. */
  authorization: string | null;
  response: Promise<Response>;
  controller: AbortController;
}

declare global {
  interface Window {
    dapnetEarlyRequests?: EarlyRequest[];
  }
}

const waiting = (): EarlyRequest[] | undefined =>
  typeof window === 'undefined' ? undefined : window.dapnetEarlyRequests;

/**
 * The answer to a request already on its way to this address with these credentials, taken
 * (once), or undefined. `signal` cancels it as it would the client's own request.
 */
export function takeEarlyResponse(
  url: string,
  authorization: string | null,
  signal: AbortSignal,
): Promise<Response> | undefined {
  const requests = waiting();
  const index =
    requests?.findIndex(
      (request) => request.url === url && request.authorization === authorization,
    ) ?? -1;
  if (!requests || index < 0) return undefined;
  const [request] = requests.splice(index, 1);
  signal.addEventListener('abort', () => request!.controller.abort(signal.reason), { once: true });
  return request!.response;
}

/**
 * Cancels the requests the first page did not take (its data depends on more than the server
 * could tell, or someone else signed in meanwhile): once the first page has asked for its data.
 */
export function dropEarlyRequests(): void {
  const requests = waiting();
  if (!requests) return;
  window.dapnetEarlyRequests = undefined;
  for (const request of requests) request.controller.abort();
}
