import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageOverlay, Pane } from 'react-leaflet';
import { normalizeName } from '@dapnet/model';
import { externalRequest } from '../../lib/api-client';
import { limitParallel } from '../../lib/limit-parallel';
import { parseCoverageBounds, type CoverageBounds } from './coverage-bounds';
import { coverageFileUrl } from '../../lib/map-marks/coverage-url';

export { coverageFileUrl };

/** Spec section 9: overlays are drawn at 80 % opacity so the map stays readable below them. */
export const COVERAGE_OPACITY = 0.8;

export interface CoverageFile {
  /** Where the image lies; null when the `.txt` cannot be read. */
  bounds: CoverageBounds | null;
  /**
   * Whether the files are real ones (the network's terrain simulation) rather than drawn from
   * the propagation model. Our server says which in `X-Coverage-Source`; a Core network or a
   * static host serves only real files and sends no such header.
   */
  fromFile: boolean;
}

/** "Show all coverage" may ask for hundreds of `.txt` files: a few at a time. */
const runLimited = limitParallel(4);

/** The bounds of one transmitter's coverage image; shared by every map that shows it. */
export function coverageBoundsQuery(name: string) {
  return queryOptions({
    queryKey: ['coverage', normalizeName(name)],
    queryFn: ({ signal }): Promise<CoverageFile> =>
      runLimited(async () => {
        const { text, headers } = await externalRequest(coverageFileUrl(name, 'txt'), {
          signal,
          accept: 'text/plain',
        });
        return {
          bounds: parseCoverageBounds(text),
          fromFile: headers.get('X-Coverage-Source') !== 'model',
        };
      }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/**
 * A transmitter's simulated coverage as an image over the map. The bounds come from the `.txt`
 * beside the image; while they load, or when they cannot be read, nothing is drawn (a coverage
 * image in the wrong place would mislead more than none).
 */
export function CoverageOverlay({ name }: { name: string }) {
  const { t } = useTranslation();
  const file = useQuery(coverageBoundsQuery(name)).data;
  if (!file?.bounds) return null;
  return (
    <ImageOverlay
      url={coverageFileUrl(name, 'png')}
      bounds={file.bounds}
      opacity={COVERAGE_OPACITY}
      // Says which it is: the network's real file, or the model's estimate.
      alt={t(file.fromFile ? 'map.coverageFile' : 'map.coverageImage', { name })}
    />
  );
}

/** The overlays of several transmitters, in a pane under the markers so none hides a marker. */
export function CoverageOverlays({ names }: { names: ReadonlySet<string> }) {
  return (
    <Pane name="coverage" style={{ zIndex: 350 }}>
      {[...names].map((name) => (
        <CoverageOverlay key={name} name={name} />
      ))}
    </Pane>
  );
}
