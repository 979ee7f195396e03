import { includesName } from '@dapnet/model';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { markerPosition } from '../../components/map';

/** Spec section 9: a permalink zooms to 10 half a second after centring. */
const PERMALINK_ZOOM = 10;
const PERMALINK_DELAY_MS = 500;

/** Centres on a permalink's place now and zooms in a moment later (spec section 9). */
function centreThenZoom(map: LeafletMap, position: [number, number]): () => void {
  map.setView(position, map.getZoom());
  const timer = setTimeout(() => map.setView(position, PERMALINK_ZOOM), PERMALINK_DELAY_MS);
  return () => clearTimeout(timer);
}

interface PermalinkTarget<Item> {
  map: LeafletMap | null;
  /** The name in the address (a transmitter's permalink, a node's link), if any. */
  name: string | undefined;
  /** The records to find it in; undefined while they load. */
  items: readonly Item[] | undefined;
  /** The name the page was opened with, and whether its address held a view of its own. */
  openedWith: string | undefined;
  openedWithView: boolean;
  /** Opens the found record's popup. */
  onFound: (item: Item) => void;
}

/**
 * A permalink (a transmitter's `/transmitters/map/{id}`, a node's `?node=`): centre on the
 * record, zoom in after 500 ms and open its popup, once per name. Only a view in the address the
 * page was opened with (a reload after panning) wins; a permalink followed later always centres.
 */
export function usePermalink<Item extends { name: string; latitude: string; longitude: string }>(
  target: PermalinkTarget<Item>,
) {
  const { map, name, items, openedWith, openedWithView, onFound } = target;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !name || !items || handled.current === name) return;
    const first = handled.current === null;
    handled.current = name;
    const found = items.find((item) => includesName([item.name], name));
    const position = found && markerPosition(found);
    if (!found || !position) return;
    onFound(found);
    if (first && name === openedWith && openedWithView) return;
    return centreThenZoom(map, position);
  }, [map, name, items, onFound, openedWith, openedWithView]);
}
