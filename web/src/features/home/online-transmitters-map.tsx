import { useQuery } from '@tanstack/react-query';
import { svg } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BaseMap, markerPosition, transmitterMarkerStyle } from '../../components/map';
import { CoverageOverlays } from '../../components/map/coverage-overlay';
import { useCoverageSelection } from '../../components/map/use-coverage-selection';
import { CoverageMarker } from './coverage-marker';
import { transmittersApi } from '../transmitters/api';
import classes from './online-transmitters-map.module.css';

/**
 * The home page's small map: every online transmitter; a click (or Enter) on one shows or hides
 * its predicted coverage. Loaded on its own, after the page, because Leaflet is large.
 */
export function OnlineTransmittersMap() {
  const { t } = useTranslation();
  const transmitters = useQuery(transmittersApi.listQuery());
  const coverage = useCoverageSelection();
  // One SVG renderer for this map: markers become elements that can take focus and a name.
  const renderer = useMemo(() => svg(), []);

  const online = useMemo(
    () =>
      (transmitters.data ?? []).flatMap((transmitter) => {
        const position = transmitter.status === 'ONLINE' ? markerPosition(transmitter) : null;
        return position ? [{ transmitter, position }] : [];
      }),
    [transmitters.data],
  );

  return (
    <>
      <BaseMap label={t('home.map.label')} className={classes.map}>
        {online.map(({ transmitter, position }) => (
          <CoverageMarker
            key={transmitter.name}
            name={transmitter.name}
            position={position}
            style={transmitterMarkerStyle(transmitter)}
            renderer={renderer}
            label={t('home.map.marker', { name: transmitter.name })}
            pressed={coverage.shown.has(transmitter.name)}
            onToggle={coverage.toggle}
          />
        ))}
        <CoverageOverlays names={coverage.shown} />
      </BaseMap>
      {transmitters.isSuccess && (
        <p className={classes.caption}>
          {t('home.map.online', { count: online.length })} {t('home.map.hint')}
        </p>
      )}
    </>
  );
}
