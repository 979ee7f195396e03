import { normalizeName, type Transmitter } from '@dapnet/model';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOverlay, Pane, useMap } from 'react-leaflet';
import type { CoverageBounds } from '../../components/map/coverage-bounds';
import { coverageFileUrl } from '../../lib/map-marks/coverage-url';
import { CoverageCanvasLayer } from './coverage-canvas-layer';
import { coverageShape, type CoverageShape } from './coverage-geometry';

interface Props {
  /** The transmitters on the map; the layer draws those whose coverage reaches the view. */
  transmitters: readonly Transmitter[];
  /** Bounds of the transmitters' real coverage files, by normalised name: these use the files. */
  files: ReadonlyMap<string, CoverageBounds>;
  /** 0 to 1. */
  opacity: number;
}

/**
 * The coverage of every transmitter on the map: the real coverage file's image where there is
 * one, as a single marker shows it, and the propagation model's estimate for the rest, all on
 * one canvas layer (CoverageCanvasLayer), so hundreds of them cost one drawing per view.
 */
export function AllCoverageLayer({ transmitters, files, opacity }: Props) {
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
        .filter((item) => !files.has(normalizeName(item.name)))
        .map((item) => coverageShape(item as unknown as Record<string, unknown>))
        .filter((shape): shape is CoverageShape => shape !== undefined),
    [transmitters, files],
  );
  useEffect(() => layer.setShapes(shapes), [layer, shapes]);
  useEffect(() => layer.setOpacity(opacity), [layer, opacity]);
  // Names the drawing, again in a new language.
  useEffect(
    () => layer.setDescribe((number) => t('transmitterMap.allCoverage.layerLabel', { number })),
    [layer, t],
  );

  const fromFiles = transmitters.filter((item) => files.has(normalizeName(item.name)));
  // Over the model's canvas (340), under the single overlays (350) and the markers (400).
  return (
    <Pane name="allCoverageFiles" style={{ zIndex: 345 }}>
      {fromFiles.map((item) => (
        <ImageOverlay
          key={item.name}
          url={coverageFileUrl(item.name, 'png')}
          bounds={files.get(normalizeName(item.name))!}
          opacity={opacity}
          alt={t('map.coverageFile', { name: item.name })}
        />
      ))}
    </Pane>
  );
}
