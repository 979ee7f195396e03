import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULTS, LIMITS, type Transmitter } from '@dapnet/model';
import {
  CheckboxField,
  FormPage,
  MultiSelectField,
  NameField,
  NumberField,
} from '../../components/form';
import { usersApi } from '../users/api';
import { AntennaFields } from './antenna-fields';
import { AuthKeyField } from './auth-key-field';
import { ConnectEndpointHint } from './connect-endpoint-hint';
import { GroupMembershipField } from './group-membership-field';
import { SuggestedTimeSlot } from './suggested-time-slot';
import { TimeSlotPicker } from './time-slot-picker';
import { TransmitterDetails } from './transmitter-details';
import { TransmitterPlaceFields } from './transmitter-place-fields';
import { UsageField } from './usage-power';
import { useTransmitterForm } from './use-transmitter-form';

interface TransmitterFormProps {
  /** The transmitter being edited; absent when creating one. */
  record?: Transmitter;
}

/** Creates or edits a transmitter: every setting of the Core, its position and its time slots. */
export function TransmitterForm({ record }: TransmitterFormProps) {
  const { t } = useTranslation();
  const users = useQuery(usersApi.listQuery());
  const { form, usageMismatch, membership, language, creating, listHref } =
    useTransmitterForm(record);
  const { values, set, field } = form;
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
      <TransmitterPlaceFields
        values={values}
        set={set}
        errors={form.errors}
        language={language}
        initialCallsign={record?.name ?? ''}
        creating={creating}
      />
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
        choices={membership.choices}
        value={membership.chosenGroups}
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
