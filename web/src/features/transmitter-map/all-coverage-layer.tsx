import type { Transmitter } from '@dapnet/model';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { CoverageCanvasLayer } from './coverage-canvas-layer';
import { coverageShape, type CoverageShape } from './coverage-geometry';

interface Props {
  /** The transmitters on the map; the layer draws those whose coverage reaches the view. */
  transmitters: readonly Transmitter[];
  /** 0 to 1. */
  opacity: number;
}

/** The coverage of every transmitter in view on one canvas layer (CoverageCanvasLayer). */
export function AllCoverageLayer({ transmitters, opacity }: Props) {
  const { t } = useTranslation();
  const map = useMap();
  const [layer] = useState(() => new CoverageCanvasLayer({ describe: () => '', opacity }));

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [layer, map]);

  const shapes = useMemo(
    () =>
      transmitters
        .map((item) => coverageShape(item as unknown as Record<string, unknown>))
        .filter((shape): shape is CoverageShape => shape !== undefined),
    [transmitters],
  );
  useEffect(() => layer.setShapes(shapes), [layer, shapes]);
  useEffect(() => layer.setOpacity(opacity), [layer, opacity]);
  // Names the drawing, again in a new language.
  useEffect(
    () => layer.setDescribe((number) => t('transmitterMap.allCoverage.layerLabel', { number })),
    [layer, t],
  );

  return null;
}
