/**
 * A page's first requests (the pages manifest's `requests`: the API requests of its first data)
 * written into its HTML as `<script type="application/json" id="dapnet-first-requests">`, for
 * index.html's first-screen script to send while the app's code loads (web/README.md, "First
 * visit"). Data the browser never runs, like the configuration beside it (page-config.ts).
 */
import { FIRST_REQUESTS_ELEMENT_ID, type FirstRequest, type FirstRequests } from '@dapnet/model';

const VISITORS = ['guest', 'user', 'admin'] as const;

/**
 * A path below the API as the build writes one (`calls?ownerName=~user~&order=newest-first`):
 * relative, and only characters a URL carries as they are.
 */
const PLAIN_PATH = /^[\w.~-][\w.~%/?&=-]*$/;

function isFirstRequest(request: unknown): request is FirstRequest {
  const candidate = request as Partial<FirstRequest> | null;
  return (
    (candidate?.base === 'api' || candidate?.base === 'monitor') &&
    typeof candidate.path === 'string' &&
    PLAIN_PATH.test(candidate.path)
  );
}

/** The manifest's requests as the build writes them; a hand-edited manifest's others are left out. */
function firstRequestsOf(requests: unknown): FirstRequests {
  const found: FirstRequests = {};
  if (typeof requests !== 'object' || requests === null) return found;
  for (const visitor of VISITORS) {
    const list = (requests as Record<string, unknown>)[visitor];
    if (Array.isArray(list) && list.every(isFirstRequest)) found[visitor] = list;
  }
  return found;
}

/**
 * The page's HTML with its first requests before `</head>`; undefined when it has none (or no
 * `</head>`). `<` is written as `\u003c`, so nothing in them can close the element.
 */
export function withFirstRequests(html: string, requests: unknown): string | undefined {
  const found = firstRequestsOf(requests);
  const at = html.indexOf('</head>');
  if (Object.keys(found).length === 0 || at < 0) return undefined;
  const json = JSON.stringify(found).replaceAll('<', '\\u003c');
  const element = `<script type="application/json" id="${FIRST_REQUESTS_ELEMENT_ID}">${json}</script>`;
  return `${html.slice(0, at)}  ${element}\n  ${html.slice(at)}`;
}
