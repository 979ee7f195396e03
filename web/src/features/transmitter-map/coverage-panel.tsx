import { BAND_COLOURS, COVERAGE_BANDS, THRESHOLDS_DBM, type Transmitter } from '@dapnet/model';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../components/dialogs/dialog-store';
import { markerPosition } from '../../components/map';
import { PanelSection } from '../../components/page/side-panel';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import { Button } from '../../components/ui/button';
import styles from './transmitter-map.module.css';

/** From this many transmitters in view, showing all coverage asks a second time (spec 9). */
const MANY_OVERLAYS = 20;

/**
 * Asks the spec's questions before all coverage is shown: first whether to load it for the
 * transmitters in view, then, from 20 of them, whether the user is really sure.
 */
async function confirmAllCoverage(map: LeafletMap, transmitters: readonly Transmitter[]) {
  const load = await openDialog({
    tone: 'info',
    title: { key: 'transmitterMap.alerts.load.title' },
    text: { key: 'transmitterMap.alerts.load.text' },
    confirmLabel: { key: 'transmitterMap.alerts.load.confirm' },
    cancelLabel: { key: 'common.cancel' },
  });
  if (!load) return false;
  const bounds = map.getBounds();
  const inView = transmitters.filter((item) => {
    const position = markerPosition(item);
    return position !== null && bounds.contains(position);
  });
  if (inView.length < MANY_OVERLAYS) return true;
  return openDialog({
    tone: 'warning',
    title: { key: 'transmitterMap.alerts.many.title' },
    text: { key: 'transmitterMap.alerts.many.text', values: { count: inView.length } },
    confirmLabel: { key: 'transmitterMap.alerts.many.confirm' },
    cancelLabel: { key: 'common.cancel' },
  });
}

interface CoverageActionsProps {
  map: LeafletMap | null;
  /** The transmitters on the map. */
  transmitters: readonly Transmitter[];
  allCoverageShown: boolean;
  /** Whether any coverage is shown: the layer or single overlays. */
  anyShown: boolean;
  onShowAll: () => void;
  onRemoveAll: () => void;
}

/** "Show all coverage" (after the questions) and "remove all coverage". */
export function CoverageActions(props: CoverageActionsProps) {
  const { t } = useTranslation();
  const { map, transmitters, onShowAll } = props;
  async function showAll() {
    if (map && (await confirmAllCoverage(map, transmitters))) onShowAll();
  }
  return (
    <>
      <Button
        variant="light"
        onClick={() => void showAll()}
        disabled={!map || props.allCoverageShown}
      >
        {t('transmitterMap.actions.showAllCoverage')}
      </Button>
      <Button variant="default" onClick={props.onRemoveAll} disabled={!props.anyShown}>
        {t('transmitterMap.actions.removeAllCoverage')}
      </Button>
    </>
  );
}

/** "Strong: −75 dBm or more" and the ranges below it, from the model's thresholds. */
function bandLabel(band: (typeof COVERAGE_BANDS)[number], format: (value: number) => string) {
  const index = COVERAGE_BANDS.indexOf(band);
  const stronger = COVERAGE_BANDS[index - 1];
  const from = format(THRESHOLDS_DBM[band]);
  if (!stronger) return { key: `transmitterMap.allCoverage.${band}`, values: { from } };
  return {
    key: `transmitterMap.allCoverage.${band}`,
    values: { from, to: format(THRESHOLDS_DBM[stronger]) },
  };
}

/** How many transmitters' coverage comes from real files, and how many from the model. */
export interface CoverageSources {
  files: number;
  model: number;
}

interface CoverageLegendProps {
  sources: CoverageSources;
  opacity: number;
  onOpacityChange: (opacity: number) => void;
}

/** The all-coverage layer's opacity, where its coverage comes from and what its colours mean. */
export function CoverageLegend({ sources, opacity, onOpacityChange }: CoverageLegendProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = Math.round(opacity * 100);
  const valueText = t('transmitterMap.allCoverage.percent', {
    value: formatNumber(percent, language),
  });
  const number = (value: number) => formatNumber(value, language);
  return (
    <PanelSection title={t('transmitterMap.allCoverage.title')}>
      {/* The slider's name and value are its own; this row shows them to the eye. */}
      <div className={styles.opacity} aria-hidden="true">
        <span>{t('transmitterMap.allCoverage.opacity')}</span>
        <span>{valueText}</span>
      </div>
      <input
        type="range"
        className={styles.slider}
        min={10}
        max={100}
        step={5}
        value={percent}
        onChange={(event) => onOpacityChange(Number(event.currentTarget.value) / 100)}
        aria-label={t('transmitterMap.allCoverage.opacity')}
        aria-valuetext={valueText}
      />
      <ul className={styles.legend}>
        {COVERAGE_BANDS.map((band) => {
          const { key, values } = bandLabel(band, number);
          const [red, green, blue] = BAND_COLOURS[band];
          return (
            <li key={band}>
              <span
                className={styles.swatch}
                style={{ background: `rgb(${red} ${green} ${blue})` }}
                aria-hidden="true"
              />
              {t(key, values)}
            </li>
          );
        })}
      </ul>
      {/* Which is which: files from the network's terrain simulation, or the model's estimate. */}
      <div className={styles.sources}>
        <p>{t('transmitterMap.allCoverage.fromFiles', { number: number(sources.files) })}</p>
        <p>{t('transmitterMap.allCoverage.fromModel', { number: number(sources.model) })}</p>
      </div>
      <p className={styles.hint}>{t('transmitterMap.allCoverage.estimate')}</p>
    </PanelSection>
  );
}
