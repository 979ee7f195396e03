import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANTENNA_TYPES,
  DEFAULTS,
  isAlphanumeric,
  joinTimeSlots,
  LIMITS,
  nameSchema,
  splitTimeSlots,
  TRANSMITTER_USAGES,
  transmitterInputSchema,
  type Transmitter,
} from '@dapnet/model';
import { alertForbiddenCharacter, confirmUsageMismatch } from '../../components/dialogs/dialogs';
import {
  CoordinateField,
  EMPTY_COORDINATE,
  splitCoordinate,
  stopOnInvalidLocation,
  toSignedCoordinate,
  type CoordinateValue,
} from '../../components/form/coordinate-field';
import {
  alertIfColonInName,
  CheckboxField,
  fieldErrors,
  FormPage,
  MultiSelectField,
  NameField,
  NumberField,
  savedName,
  SelectField,
  stopOnMissingInput,
  useSaveEntity,
} from '../../components/form';
import type { Message } from '../../lib/error-messages';
import { isLanguage, type Language } from '../../lib/languages';
import { paths } from '../../lib/paths';
import { usersApi } from '../users/api';
import { transmittersApi } from './api';
import { AuthKeyField } from './auth-key-field';
import { DirectoryImport } from './directory-import';
import { LocationPicker } from './location-picker';
import type { PickedPoint } from './location-picker-map';
import { TimeSlotPicker } from './time-slot-picker';
import { TransmitterDetails } from './transmitter-details';
import { statusToSend } from './transmitter-status';
import { UsageMismatchWarning, useUsageMismatchMessage } from './usage-power';

// The name travels in the path, not the body; it is checked with the same rule as every name.
const transmitterFormSchema = transmitterInputSchema.extend({ name: nameSchema });

const numberOrEmpty = (value: string | number | undefined, fallback: number): number | '' => {
  if (value === undefined) return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : '';
};

interface TransmitterFormProps {
  /** The transmitter being edited; absent when creating one. */
  record?: Transmitter;
}

/** Creates or edits a transmitter: every setting of the Core, its position and its time slots. */
export function TransmitterForm({ record }: TransmitterFormProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const creating = record === undefined;
  const [name, setName] = useState(record?.name ?? '');
  const [authKey, setAuthKey] = useState(record?.authKey ?? '');
  const [latitude, setLatitude] = useState<CoordinateValue>(() =>
    record ? splitCoordinate(record.latitude, language) : EMPTY_COORDINATE,
  );
  const [longitude, setLongitude] = useState<CoordinateValue>(() =>
    record ? splitCoordinate(record.longitude, language) : EMPTY_COORDINATE,
  );
  const [power, setPower] = useState(numberOrEmpty(record?.power, 0));
  const [usage, setUsage] = useState<string>(record?.usage ?? DEFAULTS.transmitterUsage);
  const [antennaType, setAntennaType] = useState<string>(
    record?.antennaType ?? DEFAULTS.antennaType,
  );
  const [antennaDirection, setAntennaDirection] = useState(
    numberOrEmpty(record?.antennaDirection, 0),
  );
  const [antennaAboveGroundLevel, setAntennaAboveGroundLevel] = useState(
    numberOrEmpty(record?.antennaAboveGroundLevel, 0),
  );
  const [antennaGainDbi, setAntennaGainDbi] = useState(numberOrEmpty(record?.antennaGainDbi, 0));
  const [identificationAddress, setIdentificationAddress] = useState(
    numberOrEmpty(record?.identificationAddress, DEFAULTS.identificationAddress),
  );
  const [timeSlots, setTimeSlots] = useState<string[]>(() =>
    splitTimeSlots(record?.timeSlot ?? ''),
  );
  const [ownerNames, setOwnerNames] = useState<string[]>(record?.ownerNames ?? []);
  const [disabled, setDisabled] = useState(record?.status === 'DISABLED');
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const users = useQuery(usersApi.listQuery());
  const { save, saving } = useSaveEntity(transmittersApi);
  const listHref = paths.transmitters.list.href();
  const usageMismatch = useUsageMismatchMessage(usage, power);

  const setPosition = (point: PickedPoint) => {
    setLatitude(splitCoordinate(point.latitude, language));
    setLongitude(splitCoordinate(point.longitude, language));
  };
  const signedLatitude = toSignedCoordinate(latitude, language);
  const signedLongitude = toSignedCoordinate(longitude, language);
  const position: PickedPoint | null =
    signedLatitude !== null && signedLongitude !== null
      ? { latitude: Number(signedLatitude), longitude: Number(signedLongitude) }
      : null;

  const submit = async () => {
    const field = (label: string, value: unknown) => ({ label: t(label), value });
    const required = {
      name: field('transmitters.fields.callsign', name),
      authKey: field('transmitters.fields.authKey', authKey),
      power: field('transmitters.fields.power', power),
      antennaDirection: field('transmitters.fields.antennaDirection', antennaDirection),
      antennaAboveGroundLevel: field('transmitters.fields.antennaHeight', antennaAboveGroundLevel),
      antennaGainDbi: field('transmitters.fields.antennaGain', antennaGainDbi),
      identificationAddress: field(
        'transmitters.fields.identificationAddress',
        identificationAddress,
      ),
      timeSlot: field('transmitters.fields.timeSlots', timeSlots),
      ownerNames: field('transmitters.fields.owners', ownerNames),
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    if (!isAlphanumeric(authKey)) {
      await alertForbiddenCharacter();
      return;
    }
    const signed = { latitude: signedLatitude, longitude: signedLongitude };
    if (await stopOnInvalidLocation(signed, setErrors)) return;
    const body = {
      authKey,
      latitude: signedLatitude,
      longitude: signedLongitude,
      power: String(power),
      usage,
      antennaAboveGroundLevel,
      antennaType,
      antennaDirection,
      antennaGainDbi,
      identificationAddress,
      timeSlot: joinTimeSlots(timeSlots),
      ownerNames,
      status: statusToSend(record?.status, disabled),
    };
    const found = fieldErrors(transmitterFormSchema, { ...body, name: savedName(name) });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      await alertIfColonInName(found);
      return;
    }
    if (usageMismatch && !(await confirmUsageMismatch(usageMismatch))) return;
    await save({ name: savedName(name), body, creating, listHref });
  };

  const usageOptions = TRANSMITTER_USAGES.map((value) => ({
    value,
    label: t(`transmitters.usage.${value.toLowerCase()}`),
  }));
  const antennaOptions = ANTENNA_TYPES.map((value) => ({
    value,
    label: t(`transmitters.antennaType.${value.toLowerCase()}`),
  }));
  return (
    <FormPage
      legend={creating ? t('transmitters.new') : t('transmitters.edit')}
      onSubmit={() => void submit()}
      saving={saving}
      cancelHref={listHref}
      info={
        <>
          {record && <TransmitterDetails transmitter={record} />}
          <p>{t('transmitters.info.form')}</p>
          <p>{t('transmitters.info.timeSlots')}</p>
        </>
      }
    >
      <NameField
        label={t('transmitters.fields.callsign')}
        value={name}
        onChange={setName}
        creating={creating}
        error={errors.name}
        hint={t('transmitters.hints.callsign')}
      />
      <AuthKeyField value={authKey} onChange={setAuthKey} error={errors.authKey} />
      <CoordinateField
        axis="latitude"
        value={latitude}
        onChange={setLatitude}
        error={errors.latitude}
      />
      <CoordinateField
        axis="longitude"
        value={longitude}
        onChange={setLongitude}
        error={errors.longitude}
      />
      <LocationPicker start={position} onPick={setPosition} />
      <DirectoryImport
        initialCallsign={record?.name ?? ''}
        onFound={(location) => {
          setPosition(location);
          if (creating && name.trim() === '') setName(location.callsign);
        }}
      />
      <NumberField
        label={t('transmitters.fields.power')}
        value={power}
        onChange={setPower}
        min={LIMITS.power.min}
        max={LIMITS.power.max}
        allowDecimal
        description={t('transmitters.hints.power', LIMITS.power)}
        error={errors.power}
      />
      <SelectField
        label={t('transmitters.fields.usage')}
        options={usageOptions}
        value={usage}
        onChange={(value) => setUsage(value ?? DEFAULTS.transmitterUsage)}
        description={t('transmitters.hints.usage')}
        error={errors.usage}
      />
      <UsageMismatchWarning message={usageMismatch} />
      <SelectField
        label={t('transmitters.fields.antennaType')}
        options={antennaOptions}
        value={antennaType}
        onChange={(value) => setAntennaType(value ?? DEFAULTS.antennaType)}
        error={errors.antennaType}
      />
      <NumberField
        label={t('transmitters.fields.antennaDirection')}
        value={antennaDirection}
        onChange={setAntennaDirection}
        min={LIMITS.antennaDirection.min}
        max={LIMITS.antennaDirection.max}
        disabled={antennaType === 'OMNI'}
        description={t('transmitters.hints.antennaDirection', LIMITS.antennaDirection)}
        error={errors.antennaDirection}
      />
      <NumberField
        label={t('transmitters.fields.antennaHeight')}
        value={antennaAboveGroundLevel}
        onChange={setAntennaAboveGroundLevel}
        min={LIMITS.antennaAboveGroundLevel.min}
        max={LIMITS.antennaAboveGroundLevel.max}
        description={t('transmitters.hints.antennaHeight', LIMITS.antennaAboveGroundLevel)}
        error={errors.antennaAboveGroundLevel}
      />
      <NumberField
        label={t('transmitters.fields.antennaGain')}
        value={antennaGainDbi}
        onChange={setAntennaGainDbi}
        min={LIMITS.antennaGainDbi.min}
        max={LIMITS.antennaGainDbi.max}
        allowDecimal
        description={t('transmitters.hints.antennaGain', LIMITS.antennaGainDbi)}
        error={errors.antennaGainDbi}
      />
      <NumberField
        label={t('transmitters.fields.identificationAddress')}
        value={identificationAddress}
        onChange={setIdentificationAddress}
        min={LIMITS.ric.min}
        max={LIMITS.ric.max}
        description={t('transmitters.hints.identificationAddress', {
          ...LIMITS.ric,
          default: DEFAULTS.identificationAddress,
        })}
        error={errors.identificationAddress}
      />
      <TimeSlotPicker value={timeSlots} onChange={setTimeSlots} error={errors.timeSlot} />
      <MultiSelectField
        label={t('transmitters.fields.owners')}
        options={users.data?.map((user) => user.name) ?? []}
        value={ownerNames}
        onChange={setOwnerNames}
        error={errors.ownerNames}
      />
      <CheckboxField
        label={t('transmitters.fields.disabled')}
        description={t('transmitters.hints.disabled')}
        checked={disabled}
        onChange={setDisabled}
      />
    </FormPage>
  );
}
