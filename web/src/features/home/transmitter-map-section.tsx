import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { selectUser, useSession } from '../session/session-store';
import { OnlineTransmittersMap } from './lazy-parts';
import { SectionHeading } from './section-heading';
import { useNearViewport } from './use-near-viewport';
import classes from './home-sections.module.css';

/**
 * Loads the map once its frame is in view by this much, not merely near: on a phone the first
 * screen ends just below the map's heading, and Leaflet (about 50 KB and several long tasks on a
 * slow CPU) would otherwise load with the page although nobody sees the map until they scroll.
 */
const MAP_IN_VIEW = '0px 0px -120px 0px';

/** The small map of online transmitters; the full map is one click away for logged-in users. */
export function TransmitterMapSection() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, MAP_IN_VIEW);
  const placeholder = <div className={classes.mapPlaceholder}>{t('common.loading')}</div>;
  return (
    <section className={classes.section} aria-labelledby="home-map">
      <SectionHeading id="home-map" title={t('home.map.title')} />
      <div ref={frame}>
        {near ? (
          <Suspense fallback={placeholder}>
            <OnlineTransmittersMap />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {user && (
        <p>
          <Link to={paths.transmitters.map.href()}>{t('home.map.fullMap')}</Link>
        </p>
      )}
    </section>
  );
}
