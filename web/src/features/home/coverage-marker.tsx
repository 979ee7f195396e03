import type { CircleMarker as LeafletCircleMarker, CircleMarkerOptions, Renderer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';

interface CoverageMarkerProps {
  name: string;
  position: [number, number];
  style: CircleMarkerOptions;
  renderer: Renderer;
  /** Accessible name of the marker as a button, e.g. "DB0ABC: show coverage". */
  label: string;
  pressed: boolean;
  onToggle: (name: string) => void;
}

/**
 * A transmitter marker that toggles its coverage overlay. Drawn as SVG so it is an element of
 * its own, which is made a real toggle button: focusable, named, Enter and Space work like a
 * click, and its state is announced.
 */
export function CoverageMarker({
  name,
  position,
  style,
  renderer,
  label,
  pressed,
  onToggle,
}: CoverageMarkerProps) {
  const marker = useRef<LeafletCircleMarker>(null);

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('role', 'button');
    element.setAttribute('tabindex', '0');
    element.setAttribute('aria-label', label);
    const onKey = (event: Event) => {
      const key = (event as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      onToggle(name);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [label, name, onToggle]);

  useEffect(() => {
    marker.current?.getElement()?.setAttribute('aria-pressed', String(pressed));
  }, [pressed]);

  return (
    <CircleMarker
      ref={marker}
      center={position}
      pathOptions={style}
      renderer={renderer}
      eventHandlers={{ click: () => onToggle(name) }}
    >
      <Tooltip>{name}</Tooltip>
    </CircleMarker>
  );
}
