import { includesName, splitTimeSlots, type Node, type Transmitter } from '@dapnet/model';

/** What the map shows; every field lives in the URL so a view can be shared. */
export interface MapFilters {
  search: string;
  onlineOnly: boolean;
  widerangeOnly: boolean;
  /** null = the time-slot filter is off; a string (possibly empty) = on with that text. */
  timeSlots: string | null;
  showNodes: boolean;
  /** Only meaningful with nodes: a line from each shown transmitter to its node. */
  showLines: boolean;
}

export interface MapView {
  center: [number, number];
  zoom: number;
}

const PARAM = {
  search: 'q',
  onlineOnly: 'online',
  widerangeOnly: 'widerange',
  timeSlots: 'slots',
  showNodes: 'nodes',
  showLines: 'lines',
  latitude: 'lat',
  longitude: 'lng',
  zoom: 'zoom',
} as const;

/** Reads the filters from search params; missing parameters mean the spec's defaults. */
export function readFilters(params: URLSearchParams): MapFilters {
  const showNodes = params.get(PARAM.showNodes) === '1';
  return {
    search: params.get(PARAM.search) ?? '',
    onlineOnly: params.get(PARAM.onlineOnly) !== '0',
    widerangeOnly: params.get(PARAM.widerangeOnly) !== '0',
    timeSlots: params.get(PARAM.timeSlots),
    showNodes,
    // Lines without nodes are meaningless, whatever a hand-edited address says.
    showLines: showNodes && params.get(PARAM.showLines) === '1',
  };
}

/** Writes the filters into a copy of `params`, leaving defaults out so shared links stay short. */
export function writeFilters(params: URLSearchParams, filters: MapFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  set(PARAM.search, filters.search === '' ? null : filters.search);
  set(PARAM.onlineOnly, filters.onlineOnly ? null : '0');
  set(PARAM.widerangeOnly, filters.widerangeOnly ? null : '0');
  set(PARAM.timeSlots, filters.timeSlots);
  set(PARAM.showNodes, filters.showNodes ? '1' : null);
  set(PARAM.showLines, filters.showNodes && filters.showLines ? '1' : null);
  return next;
}

/** The view from the URL, or null when it has none (or an unusable one). */
export function readView(params: URLSearchParams): MapView | null {
  const latitude = Number(params.get(PARAM.latitude) ?? NaN);
  const longitude = Number(params.get(PARAM.longitude) ?? NaN);
  const zoom = Number(params.get(PARAM.zoom) ?? NaN);
  if (![latitude, longitude, zoom].every(Number.isFinite)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || zoom < 0 || zoom > 19) return null;
  return { center: [latitude, longitude], zoom: Math.round(zoom) };
}

export function writeView(params: URLSearchParams, view: MapView): URLSearchParams {
  const next = new URLSearchParams(params);
  // Five decimals are about a metre: enough for a view, short enough for a link.
  next.set(PARAM.latitude, view.center[0].toFixed(5));
  next.set(PARAM.longitude, view.center[1].toFixed(5));
  next.set(PARAM.zoom, String(view.zoom));
  return next;
}

/**
 * Whether a transmitter sends in every slot typed into the filter. Each character is one slot
 * (0-9, A-F, either case); anything else (spaces, commas) is ignored, and no slot typed matches
 * every transmitter. "4" matches "4567" and "048C"; "48" matches "048C" but not "4567".
 */
export function matchesTimeSlots(timeSlot: string, typed: string): boolean {
  const wanted = splitTimeSlots(typed.replace(/[^0-9a-f]/gi, ''));
  if (wanted.length === 0) return true;
  const slots = new Set(splitTimeSlots(timeSlot));
  return wanted.every((slot) => slots.has(slot));
}

/** The search matches a name or an owner, ignoring case (names need not be stored lower case). */
export function matchesSearch(item: { name: string; ownerNames: string[] }, search: string) {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return (
    item.name.toLowerCase().includes(wanted) ||
    item.ownerNames.some((owner) => owner.toLowerCase().includes(wanted))
  );
}

export function filterTransmitters(
  transmitters: readonly Transmitter[],
  filters: MapFilters,
): Transmitter[] {
  return transmitters.filter(
    (transmitter) =>
      (!filters.onlineOnly || transmitter.status === 'ONLINE') &&
      (!filters.widerangeOnly || transmitter.usage === 'WIDERANGE') &&
      (filters.timeSlots === null || matchesTimeSlots(transmitter.timeSlot, filters.timeSlots)) &&
      matchesSearch(transmitter, filters.search),
  );
}

export function filterNodes(nodes: readonly Node[], filters: MapFilters): Node[] {
  if (!filters.showNodes) return [];
  return nodes.filter((node) => matchesSearch(node, filters.search));
}

/** The permalinked transmitter is shown even when the filters would hide it. */
export function withPinned(
  shown: Transmitter[],
  all: readonly Transmitter[],
  pinned: string | undefined,
): Transmitter[] {
  if (!pinned) return shown;
  if (shown.some((transmitter) => includesName([transmitter.name], pinned))) return shown;
  const extra = all.find((transmitter) => includesName([transmitter.name], pinned));
  return extra ? [...shown, extra] : shown;
}
