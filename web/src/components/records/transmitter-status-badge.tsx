import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSMITTER_STATUSES } from '@dapnet/model';
import { statusColour } from '../../lib/map-marks/marker-style';
import styles from './transmitter-status-badge.module.css';

/**
 * The status text in the reader's language; an unknown status is shown as the server sent it.
 * The four words are looked up once per language, not once per table row.
 */
export function useStatusText(): (status: string) => string {
  const { t } = useTranslation();
  return useMemo(() => {
    const texts = new Map<string, string>(
      TRANSMITTER_STATUSES.map((status) => [
        status,
        t(`transmitters.status.${status.toLowerCase()}`),
      ]),
    );
    return (status: string) => texts.get(status) ?? status;
  }, [t]);
}

/**
 * A transmitter's status as a badge in its map colour (green online, grey offline, orange error,
 * dark red disabled); the text carries the meaning, not the colour. Plain HTML: a list shows
 * hundreds, and the map page's first screen does without the UI kit. A status is short: shown
 * whole rather than cut to "ONLI…" in a narrow column.
 */
export function StatusBadge({ status, text }: { status: string; text: string }) {
  const colour = { '--status-colour': statusColour(status) } as CSSProperties;
  return (
    <span className={styles.badge} style={colour}>
      {text}
    </span>
  );
}
