import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageOverlay, Pane } from 'react-leaflet';
import { normalizeName } from '@dapnet/model';
import { externalRequest } from '../../lib/api-client';
import { parseCoverageBounds } from './coverage-bounds';
import { coverageFileUrl } from './coverage-url';

export { coverageFileUrl };

/** Spec section 9: overlays are drawn at 80 % opacity so the map stays readable below them. */
export const COVERAGE_OPACITY = 0.8;

/** The bounds of one transmitter's coverage image; shared by every map that shows it. */
export function coverageBoundsQuery(name: string) {
  return queryOptions({
    queryKey: ['coverage', normalizeName(name)],
    queryFn: async ({ signal }) => {
      const { text } = await externalRequest(coverageFileUrl(name, 'txt'), {
        signal,
        accept: 'text/plain',
      });
      return parseCoverageBounds(text);
    },
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
  const { data: bounds } = useQuery(coverageBoundsQuery(name));
  if (!bounds) return null;
  return (
    <ImageOverlay
      url={coverageFileUrl(name, 'png')}
      bounds={bounds}
      opacity={COVERAGE_OPACITY}
      alt={t('map.coverageImage', { name })}
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
