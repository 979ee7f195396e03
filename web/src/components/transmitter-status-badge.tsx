import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSMITTER_STATUSES } from '@dapnet/model';
import { statusColour } from './map/marker-style';

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
