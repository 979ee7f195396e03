import { useTranslation } from 'react-i18next';
import { TRANSMITTER_STATUSES } from '@dapnet/model';
import { NODE_MARKER_STYLE, transmitterMarkerStyle } from '../../components/map';
import type { CircleMarkerOptions } from 'leaflet';
import { PanelSection } from '../../components/page/side-panel';
import styles from './transmitter-map.module.css';

function Symbol({ style }: { style: CircleMarkerOptions }) {
  const radius = style.radius ?? 6;
  const size = 2 * (radius + 3);
  return (
    <svg width={size} height={size} aria-hidden="true" className={styles.symbol}>
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill={style.fillColor}
        stroke={style.color === '#ffffff' ? '#495057' : style.color}
        strokeWidth={style.weight}
        strokeDasharray={style.dashArray as string | undefined}
      />
    </svg>
  );
}

/** What the marker colours and sizes mean (transmitterMarkerStyle). */
export function MapLegend() {
  const { t } = useTranslation();
  const entries = [
    ...TRANSMITTER_STATUSES.map((status) => ({
      key: status,
      label: t(`transmitterMap.legend.${status.toLowerCase()}`),
      style: transmitterMarkerStyle({ status, usage: 'WIDERANGE' }),
    })),
    {
      key: 'widerange',
      label: t('transmitterMap.legend.widerange'),
      style: transmitterMarkerStyle({ status: 'ONLINE', usage: 'WIDERANGE' }),
    },
    {
      key: 'personal',
      label: t('transmitterMap.legend.personal'),
      style: transmitterMarkerStyle({ status: 'ONLINE', usage: 'PERSONAL' }),
    },
    { key: 'node', label: t('transmitterMap.legend.node'), style: NODE_MARKER_STYLE },
  ];
  return (
    <PanelSection title={t('transmitterMap.legend.title')}>
      <ul className={styles.legend}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Symbol style={entry.style} />
            {entry.label}
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
