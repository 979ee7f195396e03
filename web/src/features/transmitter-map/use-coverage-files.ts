import { normalizeName, type Transmitter } from '@dapnet/model';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CoverageFile } from '../../components/map/coverage-overlay';
import type { CoverageBounds } from '../../components/map/coverage-bounds';
import { coverageBoundsQuery } from '../../components/map/coverage-overlay';

export interface CoverageFiles {
  /** Bounds of the real coverage files, by normalised transmitter name. */
  bounds: ReadonlyMap<string, CoverageBounds>;
}

const NONE: CoverageFiles = { bounds: new Map() };

/**
 * Which of the given transmitters have real coverage files, so "show all coverage" draws them as
 * a single marker does and the propagation model only for the rest. Asks for each `.txt` (small)
 * only while `enabled`; the answers are the ones a single marker's overlay uses. A transmitter
 * whose file is missing, unreadable or generated from the model counts as without a file.
 */
export function useCoverageFiles(
  transmitters: readonly Transmitter[],
  enabled: boolean,
): CoverageFiles {
  // Stable while the transmitters stay, so the map is drawn again only when an answer arrives.
  const combine = useCallback(
    (results: UseQueryResult<CoverageFile>[]): CoverageFiles => {
      if (!enabled) return NONE;
      const bounds = new Map<string, CoverageBounds>();
      results.forEach((result, index) => {
        const file = result.data;
        const item = transmitters[index];
        if (item && file?.fromFile && file.bounds)
          bounds.set(normalizeName(item.name), file.bounds);
      });
      return { bounds };
    },
    [enabled, transmitters],
  );
  return useQueries({
    queries: enabled ? transmitters.map((item) => coverageBoundsQuery(item.name)) : [],
    combine,
  });
}
