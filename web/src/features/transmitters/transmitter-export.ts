import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transmitter } from '@dapnet/model';
import type { TableExport } from '../../components/data-table';
import {
  coordinateFields,
  numberFromText,
  type ExportField,
} from '../../lib/records/export-fields';
import { coverageFileUrl } from '../../lib/map-marks/coverage-url';
import { markerPosition, statusColour } from '../../lib/map-marks/marker-style';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import { useStatusText } from '../../components/records/transmitter-status-badge';

/** A field written as the API has it, under its own name. */
const asStored = (
  key: 'usage' | 'timeSlot' | 'antennaAboveGroundLevel',
  header: string,
): ExportField<Transmitter> => ({ key, header, value: (row) => row[key] });

/**
 * What the transmitters list exports beyond its columns: place, power, usage, antenna height and
 * time slots (what the map shows everyone), and for map files a placemark with the coverage
 * image. The auth key is a secret and never exported, whoever asks.
 */
export function useTransmitterExport(): TableExport<Transmitter> {
  const { t } = useTranslation();
  const language = useLanguage();
  const statusText = useStatusText();
  return useMemo(() => {
    const usageText = (row: Transmitter) =>
      t(`transmitterMap.usage.${row.usage === 'WIDERANGE' ? 'widerange' : 'personal'}`);
    const powerText = (row: Transmitter) => {
      const watts = numberFromText(row.power);
      return t('transmitterMap.popup.watts', {
        value: watts === null ? row.power : formatNumber(watts, language),
      });
    };
    return {
      name: 'transmitters',
      fields: [
        ...coordinateFields<Transmitter>({
          latitude: t('coordinates.latitude'),
          longitude: t('coordinates.longitude'),
        }),
        {
          key: 'power',
          header: t('transmitters.fields.power'),
          value: (row) => numberFromText(row.power),
        },
        // The API's values (usage: WIDERANGE, PERSONAL), as every export writes codes, not words.
        asStored('usage', t('transmitters.fields.usage')),
        asStored('timeSlot', t('transmitters.fields.timeSlots')),
        asStored('antennaAboveGroundLevel', t('transmitters.fields.antennaHeight')),
      ],
      places: {
        position: markerPosition,
        name: (row) => row.name,
        details: (row) => [
          [t('transmitters.fields.status'), statusText(row.status)],
          [t('transmitters.fields.usage'), usageText(row)],
          [t('transmitterMap.popup.power'), powerText(row)],
          [t('transmitters.fields.timeSlots'), row.timeSlot || '–'],
        ],
        link: (row) => ({
          href: new URL(coverageFileUrl(row.name, 'png'), window.location.href).href,
          text: t('map.coverageImage', { name: row.name }),
        }),
        style: (row) => ({ id: row.status, colour: statusColour(row.status) }),
      },
    };
  }, [t, language, statusText]);
}
