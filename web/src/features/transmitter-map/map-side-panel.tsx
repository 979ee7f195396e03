import { useTranslation } from 'react-i18next';
import { KitProvider } from '../../components/widgets/kit/kit-provider';
import { PanelSection, StatisticList } from '../../components/page/side-panel';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import { CoverageActions, CoverageLegend } from './coverage-panel';
import { MapLegend } from './map-legend';
import { MapSettings } from './map-settings';
import { PlanTimeslotsLink } from './plan-timeslots-link';
import type { TransmitterMapState } from './use-transmitter-map';
import { WhoCovers } from './who-covers';

/** How many transmitters, nodes (while shown) and coverage overlays the map shows. */
function MapStatistics({ state }: { state: TransmitterMapState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  return (
    <PanelSection title={t('overview.statistics')}>
      <StatisticList
        items={[
          {
            label: t('transmitterMap.stats.transmitters'),
            value: t('transmitterMap.stats.ofTotal', {
              shown: number(state.shownTransmitters.length),
              total: number(state.allTransmitters.length),
            }),
          },
          ...(state.filters.showNodes
            ? [{ label: t('transmitterMap.stats.nodes'), value: number(state.shownNodes.length) }]
            : []),
          { label: t('transmitterMap.stats.coverage'), value: number(state.coverage.count) },
        ]}
      />
    </PanelSection>
  );
}

/**
 * The map page's side panel: its actions, "who covers this point", statistics, settings and
 * legend. Its checkboxes (components/form) are still the UI kit's: it loads in a file of its own
 * after the map is on the screen, and brings the kit with it, so the map page's first screen
 * stays plain (lib/entities.ts, bringsOwnKit).
 */
export default function MapSidePanel({ state }: { state: TransmitterMapState }) {
  const { t } = useTranslation();
  const { map, coverage, who, url } = state;
  return (
    <KitProvider>
      <PanelSection title={t('overview.actions')}>
        <CoverageActions
          map={map}
          transmitters={state.shownTransmitters}
          allCoverageShown={coverage.all}
          anyShown={coverage.all || coverage.count > 0}
          onShowAll={coverage.showAll}
          onRemoveAll={coverage.removeAll}
        />
        <PlanTimeslotsLink map={map} />
      </PanelSection>
      {coverage.all && (
        <CoverageLegend
          opacity={coverage.opacity}
          sources={coverage.sources}
          onOpacityChange={coverage.setOpacity}
        />
      )}
      <WhoCovers
        transmitters={state.shownTransmitters}
        allTransmitters={state.allTransmitters}
        point={who.point}
        onPoint={who.choosePoint}
        picking={who.picking}
        onPickingChange={who.setPicking}
      />
      <MapStatistics state={state} />
      <MapSettings filters={url.filters} onChange={url.setFilters} />
      <MapLegend />
    </KitProvider>
  );
}
