import type { TFunction } from 'i18next';
import { DEFAULTS, joinTimeSlots, splitTimeSlots, type Transmitter } from '@dapnet/model';
import { positionOf, signedPosition } from '../../components/form';
import type { Language } from '../../lib/languages';
import { statusToSend } from './transmitter-status';

const numberOrEmpty = (value: string | number | undefined, fallback: number): number | '' => {
  if (value === undefined) return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : '';
};

/** The transmitter form's fields, started from the record being edited or the Core's defaults. */
export function transmitterFields(
  record: Transmitter | undefined,
  language: Language,
  t: TFunction,
) {
  return {
    name: { initial: record?.name ?? '', label: t('transmitters.fields.callsign') },
    authKey: { initial: record?.authKey ?? '', label: t('transmitters.fields.authKey') },
    position: { initial: positionOf(record, language) },
    power: { initial: numberOrEmpty(record?.power, 0), label: t('transmitters.fields.power') },
    usage: { initial: record?.usage ?? DEFAULTS.transmitterUsage },
    antennaType: { initial: record?.antennaType ?? DEFAULTS.antennaType },
    antennaDirection: {
      initial: numberOrEmpty(record?.antennaDirection, 0),
      label: t('transmitters.fields.antennaDirection'),
    },
    antennaAboveGroundLevel: {
      initial: numberOrEmpty(record?.antennaAboveGroundLevel, 0),
      label: t('transmitters.fields.antennaHeight'),
    },
    antennaGainDbi: {
      initial: numberOrEmpty(record?.antennaGainDbi, 0),
      label: t('transmitters.fields.antennaGain'),
    },
    identificationAddress: {
      initial: numberOrEmpty(record?.identificationAddress, DEFAULTS.identificationAddress),
      label: t('transmitters.fields.identificationAddress'),
    },
    timeSlot: {
      initial: splitTimeSlots(record?.timeSlot ?? ''),
      label: t('transmitters.fields.timeSlots'),
    },
    ownerNames: { initial: record?.ownerNames ?? [], label: t('transmitters.fields.owners') },
    disabled: { initial: record?.status === 'DISABLED' },
    // Undefined until changed: the groups it is in (see useGroupMembership).
    groups: { initial: undefined as string[] | undefined },
  };
}

type Fields = ReturnType<typeof transmitterFields>;

/** What the transmitter form holds. */
export type TransmitterValues = { [Key in keyof Fields]: Fields[Key]['initial'] };

/** The Core's transmitter body of the form's values (the name travels in the path). */
export function transmitterBody(
  values: TransmitterValues,
  record: Transmitter | undefined,
  language: Language,
) {
  return {
    authKey: values.authKey,
    ...signedPosition(values.position, language),
    power: String(values.power),
    usage: values.usage,
    antennaAboveGroundLevel: values.antennaAboveGroundLevel,
    antennaType: values.antennaType,
    antennaDirection: values.antennaDirection,
    antennaGainDbi: values.antennaGainDbi,
    identificationAddress: values.identificationAddress,
    timeSlot: joinTimeSlots(values.timeSlot),
    ownerNames: values.ownerNames,
    status: statusToSend(record?.status, values.disabled),
  };
}
