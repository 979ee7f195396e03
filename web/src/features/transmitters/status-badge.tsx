import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Colours as on the maps: green online, grey offline, orange error, dark red disabled. */
const COLOURS: Record<string, string> = {
  ONLINE: 'green',
  OFFLINE: 'gray',
  ERROR: 'orange',
  DISABLED: 'red',
};

/** The status text in the reader's language; an unknown status is shown as the server sent it. */
export function useStatusText() {
  const { t } = useTranslation();
  return useCallback(
    (status: string) =>
      status in COLOURS ? t(`transmitters.status.${status.toLowerCase()}`) : status,
    [t],
  );
}

/** A transmitter's status as a coloured badge; the text carries the meaning, not the colour. */
export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <Badge
      color={COLOURS[status] ?? 'orange'}
      variant={status === 'OFFLINE' ? 'light' : 'filled'}
      // A status is short: show it whole rather than cut to "ONLI…" in a narrow column.
      styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {text}
    </Badge>
  );
}
