import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULTS,
  isAlphanumeric,
  joinTimeSlots,
  LIMITS,
  splitTimeSlots,
  transmitterInputSchema,
  mayChange,
  transmitterNameSchema,
  type Transmitter,
} from '@dapnet/model';
import {
  alertForbiddenCharacter,
  confirmUsageMismatch,
  showErrorDialog,
} from '../../components/dialogs/dialogs';
import {
  CheckboxField,
  CoordinatePairField,
  FormPage,
  MultiSelectField,
  NameField,
  NumberField,
  positionOf,
  positionPoint,
  PositionWarning,
  savedName,
  signedPosition,
  stopOnInvalidPosition,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useViewer } from '../session/permissions';
import { useLanguage } from '../session/use-current-user';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { usersApi } from '../users/api';
import { AntennaFields } from './antenna-fields';
import { transmittersApi } from './api';
import { AuthKeyField } from './auth-key-field';
import { ConnectEndpointHint } from './connect-endpoint-hint';
import { DirectoryImport } from './directory-import';
import { groupChoices, groupsOf, membershipChanges } from './group-membership';
import { GroupMembershipField } from './group-membership-field';
import { LocationPicker } from './location-picker';
import { SuggestedTimeSlot } from './suggested-time-slot';
import { TimeSlotPicker } from './time-slot-picker';
import { TransmitterDetails } from './transmitter-details';
import { statusToSend } from './transmitter-status';
import { UsageField, useUsageMismatchMessage } from './usage-power';

// The name travels in the path, not the body; it is checked with the server's rule for it.
const transmitterFormSchema = transmitterInputSchema.extend({ name: transmitterNameSchema });

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
  const { t } = useTranslation();
  const language = useLanguage();
  const creating = record === undefined;
  const users = useQuery(usersApi.listQuery());
  const groups = useQuery(transmitterGroupsApi.listQuery());
  const transmitters = useQuery(transmittersApi.listQuery());
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const listHref = paths.transmitters.list.href();
  const form = useEntityForm({
    fields: {
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
      // Undefined until changed: the groups it is in (see chosenGroups below).
      groups: { initial: undefined as string[] | undefined },
    },
    check: async ({ authKey, position }, showErrors) => {
      if (!isAlphanumeric(authKey)) {
        await alertForbiddenCharacter();
        return true;
      }
      return stopOnInvalidPosition(signedPosition(position, language), showErrors);
    },
    body: (values) => ({
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
    }),
    schema: transmitterFormSchema,
    confirm: async () => !usageMismatch || confirmUsageMismatch(usageMismatch),
    send: {
      record: transmittersApi,
      creating,
      // A new transmitter goes on to its guide: how to connect its software, then its first login.
      then: creating ? (typed) => paths.transmitters.guide.href(savedName(typed.name)) : listHref,
      onSaved: (_body, saved) => joinGroups(savedName(saved.name)),
    },
  });
  const { values, set, field } = form;
  const usageMismatch = useUsageMismatchMessage(values.usage, values.power);
  const setPosition = (point: { latitude: number; longitude: number }) =>
    set('position', positionOf(point, language));

  // The groups it joins: as chosen, else the groups that list it, else for a new transmitter
  // `all` when the user may add to it (calls to `all` should reach it).
  const chosenGroups =
    values.groups ??
    (!groups.data
      ? []
      : record
        ? groupsOf(groups.data, record.name)
        : groups.data
            .filter((group) => group.name === 'all' && mayChange(group, viewer))
            .map((group) => group.name));
  const choices =
    groups.data &&
    groupChoices({
      groups: groups.data,
      transmitters: transmitters.data ?? [],
      name: values.name,
      position: positionPoint(signedPosition(values.position, language)),
      viewer,
      chosen: chosenGroups,
    });

  /**
   * Once the transmitter is saved: the group records that change. A failure here leaves the
   * transmitter saved, so it is shown and the form goes on (saving again would find the name
   * taken); the group can be changed on its own page.
   */
  const joinGroups = async (name: string) => {
    if (!groups.data) return;
    const changes = membershipChanges(groups.data, name, chosenGroups);
    try {
      for (const { name: groupName, ...group } of changes) {
        await transmitterGroupsApi.put(groupName, group);
      }
    } catch (error) {
      await showErrorDialog(error);
    }
    if (changes.length > 0) {
      await queryClient.invalidateQueries({ queryKey: [transmitterGroupsApi.key] });
    }
  };

  return (
    <FormPage
      legend={creating ? t('transmitters.new') : t('transmitters.edit')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
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
        {...field('name')}
        creating={creating}
        hint={t('transmitters.hints.callsign')}
      />
      <AuthKeyField {...field('authKey')} />
      <ConnectEndpointHint />
      <CoordinatePairField {...field('position')} errors={form.errors} language={language} />
      <LocationPicker
        start={positionPoint(signedPosition(values.position, language))}
        onPick={setPosition}
      />
      <DirectoryImport
        initialCallsign={record?.name ?? ''}
        onFound={(location) => {
          setPosition(location);
          if (creating && values.name.trim() === '') set('name', location.callsign);
        }}
      />
      <PositionWarning values={values} language={language} />
      <NumberField
        label={t('transmitters.fields.power')}
        {...field('power')}
        min={LIMITS.power.min}
        max={LIMITS.power.max}
        allowDecimal
        description={t('transmitters.hints.power', LIMITS.power)}
      />
      <UsageField {...field('usage')} mismatch={usageMismatch} />
      <AntennaFields values={values} onChange={set} errors={form.errors} />
      <NumberField
        label={t('transmitters.fields.identificationAddress')}
        {...field('identificationAddress')}
        min={LIMITS.ric.min}
        max={LIMITS.ric.max}
        description={t('transmitters.hints.identificationAddress', {
          ...LIMITS.ric,
          default: DEFAULTS.identificationAddress,
        })}
      />
      <TimeSlotPicker {...field('timeSlot')} />
      <SuggestedTimeSlot values={values} onUse={set} editing={record?.name} />
      <MultiSelectField
        label={t('transmitters.fields.owners')}
        max={LIMITS.lists.owners}
        description={t('transmitters.hints.owners')}
        options={users.data?.map((user) => user.name) ?? []}
        {...field('ownerNames')}
      />
      <GroupMembershipField
        choices={choices}
        value={chosenGroups}
        onChange={(next) => set('groups', next)}
      />
      <CheckboxField
        label={t('transmitters.fields.disabled')}
        description={t('transmitters.hints.disabled')}
        checked={values.disabled}
        onChange={(checked) => set('disabled', checked)}
      />
    </FormPage>
  );
}
