/**
 * The map page's part of the static frame (prerender/page-frame.tsx): the page as its first render
 * lays it out before its data and its map are there (features/transmitter-map/transmitter-map-page.tsx),
 * with the same components and classes, so its map box has the page's map's size and place.
 * The box holds the layer that prerender/map-tiles-script.js fills with the first view's tiles,
 * and the app's map takes over (components/map/frame-tiles.tsx).
 */
import { useTranslation } from 'react-i18next';
import { FrameTilesLayer } from '../components/map/frame-tiles-layer';
import baseMap from '../components/map/base-map.module.css';
import { PageHeading } from '../components/page/page-title';
import { SidePanel, SidePanelLayout } from '../components/page/side-panel';
import { MapSearch } from '../features/transmitter-map/map-search';
import styles from '../features/transmitter-map/transmitter-map.module.css';

export function MapPageFrame({ title, markAs }: { title: string; markAs: object }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} {...markAs}>
      <PageHeading>{title}</PageHeading>
      <SidePanelLayout className={styles.columns}>
        <div className={styles.main}>
          {/* Not to be typed into: the app's page replaces it, and would lose what was typed. */}
          <div inert>
            <MapSearch value="" onChange={() => {}} />
          </div>
          <div className={styles.mapFrame}>
            <div
              className={`${baseMap.frame} ${styles.map}`}
              role="region"
              aria-label={t('transmitterMap.mapLabel')}
            >
              <FrameTilesLayer />
            </div>
          </div>
          <p className={styles.hint}>{t('transmitterMap.coverageHint')}</p>
        </div>
        <SidePanel label={t('transmitterMap.sidePanel')}>
          <p className={styles.hint}>{t('common.loading')}</p>
        </SidePanel>
      </SidePanelLayout>
    </div>
  );
}
