import type { LatLon, Transmitter } from '@dapnet/model';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { KitProvider } from '../../components/kit/kit-provider';
import { PanelSection, StatisticList } from '../../components/side-panel/side-panel';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/use-current-user';
import { CoverageActions, CoverageLegend, type CoverageSources } from './coverage-panel';
import type { MapFilters } from './map-filters';
import { MapLegend } from './map-legend';
import { MapSettings } from './map-settings';
import { PlanTimeslotsLink } from './plan-timeslots-link';
import { WhoCovers } from './who-covers';

export interface MapSidePanelProps {
  map: LeafletMap | null;
  /** The transmitters the search and the filters let through, and all of them. */
  shownTransmitters: readonly Transmitter[];
  allTransmitters: readonly Transmitter[];
  /** How many nodes are on the map; undefined while nodes are not shown. */
  shownNodes: number | undefined;
  /** How many transmitters show their coverage overlay. */
  coverageShown: number;
  allCoverage: boolean;
  onShowAllCoverage: () => void;
  onRemoveAllCoverage: () => void;
  coverageOpacity: number;
  /** With all coverage on: how many transmitters are drawn from files and from the model. */
  coverageSources: CoverageSources;
  onCoverageOpacityChange: (opacity: number) => void;
  /** "Who covers this point": the point, and whether a click on the map picks it. */
  point: LatLon | null;
  onPoint: (point: LatLon | null, moveMap: boolean) => void;
  picking: boolean;
  onPickingChange: (picking: boolean) => void;
  filters: MapFilters;
  onFiltersChange: (change: Partial<MapFilters>) => void;
}

/**
 * The map page's side panel: its actions, "who covers this point", statistics, settings and
 * legend. Its checkboxes (components/form) are still the UI kit's: it loads in a file of its own
 * after the map is on the screen, and brings the kit with it, so the map page's first screen
 * stays plain (lib/entities.ts, bringsOwnKit).
 */
export default function MapSidePanel(props: MapSidePanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { shownTransmitters, allTransmitters, shownNodes } = props;
  const number = (value: number) => formatNumber(value, language);
  return (
    <KitProvider>
      <PanelSection title={t('overview.actions')}>
        <CoverageActions
          map={props.map}
          transmitters={shownTransmitters}
          allCoverageShown={props.allCoverage}
          anyShown={props.allCoverage || props.coverageShown > 0}
          onShowAll={props.onShowAllCoverage}
          onRemoveAll={props.onRemoveAllCoverage}
        />
        <PlanTimeslotsLink map={props.map} />
      </PanelSection>
      {props.allCoverage && (
        <CoverageLegend
          opacity={props.coverageOpacity}
          sources={props.coverageSources}
          onOpacityChange={props.onCoverageOpacityChange}
        />
      )}
      <WhoCovers
        transmitters={shownTransmitters}
        allTransmitters={allTransmitters}
        point={props.point}
        onPoint={props.onPoint}
        picking={props.picking}
        onPickingChange={props.onPickingChange}
      />
      <PanelSection title={t('overview.statistics')}>
        <StatisticList
          items={[
            {
              label: t('transmitterMap.stats.transmitters'),
              value: t('transmitterMap.stats.ofTotal', {
                shown: number(shownTransmitters.length),
                total: number(allTransmitters.length),
              }),
            },
            ...(shownNodes === undefined
              ? []
              : [{ label: t('transmitterMap.stats.nodes'), value: number(shownNodes) }]),
            { label: t('transmitterMap.stats.coverage'), value: number(props.coverageShown) },
          ]}
        />
      </PanelSection>
      <MapSettings filters={props.filters} onChange={props.onFiltersChange} />
      <MapLegend />
    </KitProvider>
  );
}
