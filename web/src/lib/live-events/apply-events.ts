/**
 * What the live events change in the query cache. A transmitter's new status is written into the
 * cached list at once (`setQueryData`), so every screen that shows the list (transmitters, map,
 * My sites) changes without a request; everything else marks its queries stale, and those on
 * screen are fetched again through the API (which shows each reader what they may see).
 *
 * A single record's own query (`[key, name]`) is only marked stale, never refetched in the
 * background: an edit form shows that record, and a form must not change under the user's hands.
 * Events are taken in small batches, so a burst (hundreds of transmitters reconnecting) costs one
 * refetch of each list, not hundreds.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  normalizeName,
  withAddressFor,
  type Call,
  type Transmitter,
  type Viewer,
} from '@dapnet/model';
import type { LiveEvent } from './stream-connection';

/** How long events are collected before the cache is changed. */
export const BATCH_MS = 100;

/** The web app's query key of each kind of record the server names in `record` events. */
const RECORD_KEYS: Record<string, string> = {
  subscribers: 'subscribers',
  transmitters: 'transmitters',
  transmitterGroups: 'transmitterGroups',
  rubrics: 'rubrics',
  nodes: 'nodes',
  users: 'users',
};

/** The fields of a transmitter that a `transmitter` event carries. */
type TransmitterStatusFields = Partial<Transmitter> & { name: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Collects the events of a moment and applies them together. */
export class LiveEventApplier {
  private transmitters = new Map<string, TransmitterStatusFields>();
  /** `page` events: calls to the reader's own subscribers. */
  private pages: Record<string, unknown>[] = [];
  /** Queries on screen to fetch again (prefixes). */
  private refetch = new Map<string, QueryKey>();
  /** Queries marked stale only (records under edit). */
  private stale = new Map<string, QueryKey>();
  private everything = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly viewer: () => Viewer | null,
    private readonly batchMs = BATCH_MS,
  ) {}

  take({ event, data }: LiveEvent): void {
    if (!isObject(data) && event !== 'reset') return;
    const body = (data ?? {}) as Record<string, unknown>;
    switch (event) {
      case 'transmitter':
        if (typeof body.name !== 'string') return;
        this.transmitters.set(normalizeName(body.name), body as TransmitterStatusFields);
        this.again(['monitor', 'transmitters', normalizeName(body.name)]);
        this.again(['monitor', 'uptime']);
        this.again(['monitor', 'health']);
        this.again(['stats']);
        this.markStale(['transmitters', normalizeName(body.name)]);
        break;
      case 'node':
        this.again(['nodes'], true);
        this.again(['monitor', 'nodes']);
        this.markStale(['nodes']);
        break;
      case 'record': {
        const key =
          typeof body.entity === 'string' && Object.hasOwn(RECORD_KEYS, body.entity)
            ? RECORD_KEYS[body.entity]
            : undefined;
        if (!key) return;
        this.again([key], true);
        this.markStale([key]);
        break;
      }
      case 'page':
        // My pages counts it at once; the refetch below brings the call as the API shows it.
        this.pages.push(body);
        this.again(['calls']);
        break;
      case 'call':
        this.again(['calls']);
        this.again(['stats']);
        this.again(['receipts', 'calls']);
        this.again(['monitor', 'transmitters']);
        break;
      case 'news':
        this.again(['news']);
        this.again(['receipts', 'news']);
        break;
      case 'receipt':
        this.again(['receipts', body.kind === 'news' ? 'news' : 'calls']);
        break;
      case 'reset':
        this.everything = true;
        break;
      default:
        return;
    }
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** Applies what was collected now (also when the stream stops). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const { queryClient } = this;
    const transmitters = this.transmitters;
    const pages = this.pages;
    this.pages = [];
    const refetch = [...this.refetch.values()];
    const stale = [...this.stale.values()];
    const everything = this.everything;
    this.transmitters = new Map();
    this.refetch = new Map();
    this.stale = new Map();
    this.everything = false;

    if (everything) {
      void queryClient.invalidateQueries();
      return;
    }
    if (transmitters.size > 0) this.updateTransmitterList(transmitters);
    if (pages.length > 0) this.addPages(pages);
    for (const queryKey of stale)
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    for (const queryKey of refetch) {
      const exact = queryKey.length === 1 && this.exactLists.has(queryKey[0] as string);
      // A fetch under way may have been answered before the change: it is sent again.
      void queryClient.invalidateQueries({ queryKey, exact });
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Lists whose single records share their key's first part (`['nodes']`, `['nodes', name]`). */
  private readonly exactLists = new Set<string>();

  private again(queryKey: QueryKey, exactList = false): void {
    if (exactList) this.exactLists.add(queryKey[0] as string);
    this.refetch.set(JSON.stringify(queryKey), queryKey);
  }

  private markStale(queryKey: QueryKey): void {
    this.stale.set(JSON.stringify(queryKey), queryKey);
  }

  /**
   * Adds the pages to the cached list of all calls (what My pages picks the user's from) unless
   * it has them already. The stream names only the reader's own subscribers of a call, which is
   * all My pages needs until the list is fetched again.
   */
  private addPages(pages: Record<string, unknown>[]): void {
    const key = ['calls', '*'];
    const list = this.queryClient.getQueryData<Call[]>(key);
    if (!list) return;
    const known = new Set(list.map((call) => `${call.timestamp}|${call.ownerName}`));
    const added: Call[] = [];
    for (const page of pages) {
      const { timestamp, text, ownerName, emergency, subscriberNames } = page;
      if (typeof timestamp !== 'string' || typeof text !== 'string') continue;
      if (typeof ownerName !== 'string' || !Array.isArray(subscriberNames)) continue;
      if (known.has(`${timestamp}|${ownerName}`)) continue;
      known.add(`${timestamp}|${ownerName}`);
      added.push({
        text,
        timestamp,
        ownerName,
        emergency: emergency === true,
        callSignNames: subscriberNames.filter((name): name is string => typeof name === 'string'),
        transmitterGroupNames: [],
      });
    }
    if (added.length > 0) this.queryClient.setQueryData(key, [...list, ...added]);
  }

  /** Writes the status fields into the cached list; a transmitter not in it means a refetch. */
  private updateTransmitterList(changes: Map<string, TransmitterStatusFields>): void {
    const viewer = this.viewer();
    let unknown = false;
    const list = this.queryClient.getQueryData<Transmitter[]>(['transmitters']);
    if (!list) return;
    const next = list.map((transmitter) => {
      const change = changes.get(normalizeName(transmitter.name));
      if (!change) return transmitter;
      const { name: _name, ...fields } = change;
      return withAddressFor({ ...transmitter, ...fields }, viewer);
    });
    const listed = new Set(list.map((transmitter) => normalizeName(transmitter.name)));
    for (const name of changes.keys()) if (!listed.has(name)) unknown = true;
    this.queryClient.setQueryData(['transmitters'], next);
    if (unknown)
      void this.queryClient.invalidateQueries({ queryKey: ['transmitters'], exact: true });
  }
}
