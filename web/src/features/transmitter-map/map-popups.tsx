import type { Node, Transmitter } from '@dapnet/model';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { markerPosition } from '../../components/map';
import { StatusBadge, useStatusText } from '../../components/records/transmitter-status-badge';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../session/session-store';
import styles from './transmitter-map.module.css';

interface PopupProps<Item> {
  item: Item;
  admin: boolean;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What react-leaflet's `Popup` gets stays the same while nothing it shows changed: the popups are
 * memoised (the page hands them a stable `onClose`), and their place and close handler too. The
 * `Popup` closes and opens the Leaflet popup when its `position` or `eventHandlers` change, and
 * asks Leaflet to lay it out again (`update`) when its children change; both pan the map to show
 * the popup, stopping a pan under way, and the map's `moveend` re-renders the page. On Preact,
 * which runs a component's pending effects at the start of its next render, a new array, object
 * or element on every render of the page made that a loop inside one task: a permalink froze the
 * page for seconds, or for good, before its popup was shown.
 */
function usePopupPlace(item: { latitude: string; longitude: string }, onClose: () => void) {
  const position = useMemo(() => markerPosition(item), [item]);
  const eventHandlers = useMemo(() => ({ remove: onClose }), [onClose]);
  return { position, eventHandlers };
}

/** A transmitter's facts; the name links to its form for admins only (spec section 6). */
export const TransmitterPopup = memo(function TransmitterPopup({
  item,
  admin,
  onClose,
}: PopupProps<Transmitter>) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const statusText = useStatusText();
  const { position, eventHandlers } = usePopupPlace(item, onClose);
  if (!position) return null;
  const power = Number(item.power);
  return (
    <Popup position={position} eventHandlers={eventHandlers}>
      <div className={styles.popup} data-transmitter={item.name}>
        <p className={styles.popupTitle}>
          {admin ? (
            <Link to={paths.transmitters.edit.href(item.name)}>{item.name}</Link>
          ) : (
            item.name
          )}
        </p>
        <dl className={styles.details}>
          <Detail label={t('transmitterMap.popup.status')}>
            <StatusBadge status={item.status} text={statusText(item.status)} />
          </Detail>
          <Detail label={t('transmitterMap.popup.usage')}>
            {t(`transmitterMap.usage.${item.usage === 'WIDERANGE' ? 'widerange' : 'personal'}`)}
          </Detail>
          <Detail label={t('transmitterMap.popup.power')}>
            {t('transmitterMap.popup.watts', {
              value: Number.isFinite(power) ? formatNumber(power, language) : item.power,
            })}
          </Detail>
          <Detail label={t('transmitterMap.popup.height')}>
            {t('transmitterMap.popup.metres', {
              value: formatNumber(item.antennaAboveGroundLevel, language),
            })}
          </Detail>
          <Detail label={t('transmitterMap.popup.timeSlot')}>{item.timeSlot || '–'}</Detail>
          <Detail label={t('transmitterMap.popup.owners')}>{item.ownerNames.join(', ')}</Detail>
        </dl>
        <div className={styles.popupLinks}>
          <Link to={paths.transmitters.mapDetail.href(item.name)}>
            {t('transmitterMap.popup.permalink')}
          </Link>
          <Link to={paths.transmitters.monitor.href(item.name)}>
            {t('transmitterMap.popup.monitoring')}
          </Link>
        </div>
      </div>
    </Popup>
  );
});

/** A node's name (linked to its form for admins) and address. */
export const NodePopup = memo(function NodePopup({ item, admin, onClose }: PopupProps<Node>) {
  const { t } = useTranslation();
  const { position, eventHandlers } = usePopupPlace(item, onClose);
  if (!position) return null;
  return (
    <Popup position={position} eventHandlers={eventHandlers}>
      <div className={styles.popup} data-node={item.name}>
        <p className={styles.popupTitle}>
          {admin ? <Link to={paths.nodes.edit.href(item.name)}>{item.name}</Link> : item.name}
        </p>
        <dl className={styles.details}>
          <Detail label={t('transmitterMap.popup.node')}>{item.status}</Detail>
          {item.address && (
            <Detail label={t('transmitterMap.popup.address')}>
              {`${item.address.ip_addr}:${item.address.port}`}
            </Detail>
          )}
        </dl>
      </div>
    </Popup>
  );
});
