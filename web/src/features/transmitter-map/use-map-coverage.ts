import { normalizeName, type Transmitter } from '@dapnet/model';
import { useCallback, useMemo, useState } from 'react';
import { COVERAGE_OPACITY } from '../../components/map/coverage-overlay';
import { useCoverageSelection } from '../../components/map/use-coverage-selection';
import { coverageShape } from './coverage-geometry';
import type { CoverageSources } from './coverage-panel';
import { useCoverageFiles } from './use-coverage-files';

/**
 * The coverage the map shows: single transmitters' overlays (a marker click toggles one), or all
 * of them in one layer with its opacity, and how many show it.
 */
export function useMapCoverage(shownTransmitters: readonly Transmitter[]) {
  const selected = useCoverageSelection();
  const clearSelected = selected.clear;
  const [all, setAll] = useState(false);
  const [opacity, setOpacity] = useState(COVERAGE_OPACITY);

  // The transmitters on the map that have a coverage: with all coverage on, each shows it.
  const withCoverage = useMemo(
    () =>
      shownTransmitters.filter((item) => coverageShape(item as unknown as Record<string, unknown>)),
    [shownTransmitters],
  );
  const files = useCoverageFiles(withCoverage, all);
  const count = useMemo(() => {
    if (!all) return selected.shown.size;
    const names = new Set([...selected.shown].map(normalizeName));
    for (const item of withCoverage) names.add(normalizeName(item.name));
    return names.size;
  }, [all, selected.shown, withCoverage]);
  const sources: CoverageSources = {
    files: files.bounds.size,
    model: withCoverage.length - files.bounds.size,
  };
  const showAll = useCallback(() => setAll(true), []);
  const removeAll = useCallback(() => {
    setAll(false);
    clearSelected();
  }, [clearSelected]);

  return {
    shown: selected.shown,
    toggle: selected.toggle,
    all,
    showAll,
    removeAll,
    opacity,
    setOpacity,
    withCoverage,
    fileBounds: files.bounds,
    count,
    sources,
  };
}
