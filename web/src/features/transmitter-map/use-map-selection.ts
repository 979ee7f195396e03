import type { Node, Transmitter } from '@dapnet/model';
import { useCallback, useRef, useState } from 'react';

/** The record whose popup is open; `seq` tells a newer selection of the same record apart. */
export type MapSelection =
  | { kind: 'transmitter'; item: Transmitter; seq: number }
  | { kind: 'node'; item: Node; seq: number };

/** The open popup: a marker click, a search match or a permalink selects; closing clears. */
export function useMapSelection() {
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const seq = useRef(0);

  const selectTransmitter = useCallback((item: Transmitter) => {
    seq.current += 1;
    setSelection({ kind: 'transmitter', item, seq: seq.current });
  }, []);
  const selectNode = useCallback((item: Node) => {
    seq.current += 1;
    setSelection({ kind: 'node', item, seq: seq.current });
  }, []);
  // A closed popup clears the selection only if no newer one replaced it meanwhile.
  const closePopup = useCallback(
    (closed: number) => setSelection((current) => (current?.seq === closed ? null : current)),
    [],
  );
  return { selection, selectTransmitter, selectNode, closePopup };
}
