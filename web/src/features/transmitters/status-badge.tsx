import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusColour } from '../../components/map/marker-style';

const KNOWN_STATUSES = new Set(['ONLINE', 'OFFLINE', 'ERROR', 'DISABLED']);

/** The status text in the reader's language; an unknown status is shown as the server sent it. */
export function useStatusText() {
  const { t } = useTranslation();
  return useCallback(
    (status: string) =>
      KNOWN_STATUSES.has(status) ? t(`transmitters.status.${status.toLowerCase()}`) : status,
    [t],
  );
}

/**
 * A transmitter's status as a badge in its map colour (green online, grey offline, orange error,
 * dark red disabled); the text carries the meaning, not the colour.
 */
export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <Badge
      color={statusColour(status)}
      variant="filled"
      // A status is short: show it whole rather than cut to "ONLI…" in a narrow column.
      styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {text}
    </Badge>
  );
}
