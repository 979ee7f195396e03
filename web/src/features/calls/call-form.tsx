import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callInputSchema, LIMITS } from '@dapnet/model';
import { confirmEmergencyCall } from '../../components/dialogs/dialogs';
import {
  CheckboxField,
  FormPage,
  GroupsPicker,
  MultiSelectField,
  MessageField,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { subscribersApi } from '../subscribers/api';
import { useCurrentUser } from '../session/use-current-user';
import { useDistribution } from '../session/use-distribution';
import { CALLS_KEY, sendCall } from './api';
import { TestPage } from './test-page';

/** The sender's name starts every message, as pagers show no sender. */
export function messagePrefix(userName: string): string {
  return `${userName.toUpperCase()}: `;
}

/** A new paging call: message (80 characters), subscribers, transmitter groups, priority. */
export function CallForm() {
  const { t } = useTranslation();
  const prefix = messagePrefix(useCurrentUser().name);
  const subscribers = useQuery(subscribersApi.listQuery());
  const distribution = useDistribution();
  const form = useEntityForm({
    fields: {
      text: {
        initial: prefix,
        label: t('calls.fields.message'),
        // The sender prefix alone is no message.
        filled: ({ text }) => text.slice(prefix.length),
      },
      callSignNames: { initial: [] as string[], label: t('calls.fields.subscribers') },
      transmitterGroupNames: {
        initial: [] as string[],
        label: t('calls.fields.transmitterGroups'),
      },
      emergency: { initial: false },
    },
    body: (values) => values,
    schema: callInputSchema,
    // First how far it goes, then (for an emergency) the last word before it goes on air.
    confirm: async ({ emergency, callSignNames, transmitterGroupNames }) =>
      (await distribution.confirmReach(transmitterGroupNames)) &&
      (!emergency || confirmEmergencyCall(callSignNames, transmitterGroupNames)),
    send: {
      request: async (call) => {
        const sent = await sendCall(call);
        distribution.remember(call.transmitterGroupNames);
        return sent;
      },
      invalidate: CALLS_KEY,
      then: paths.calls.list.href(),
    },
  });
  const { values, field, showErrors } = form;

  return (
    <FormPage
      legend={t('calls.newLegend')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={paths.calls.list.href()}
      info={<p>{t('calls.info')}</p>}
    >
      <MessageField label={t('calls.fields.message')} {...field('text')} prefix={prefix} />
      <MultiSelectField
        label={t('calls.fields.subscribers')}
        max={LIMITS.lists.callSubscribers}
        options={subscribers.data?.map((subscriber) => subscriber.name) ?? []}
        {...field('callSignNames')}
      />
      <GroupsPicker
        label={t('calls.fields.transmitterGroups')}
        max={LIMITS.lists.transmitterGroups}
        {...distribution.pickerProps}
        {...field('transmitterGroupNames')}
      />
      <CheckboxField
        label={t('calls.fields.highPriority')}
        checked={values.emergency}
        onChange={(checked) => form.set('emergency', checked)}
      />
      <TestPage
        text={values.text}
        typed={values.text.slice(prefix.length)}
        messageLabel={t('calls.fields.message')}
        groups={values.transmitterGroupNames}
        showErrors={showErrors}
        confirmReach={distribution.confirmReach}
      />
    </FormPage>
  );
}
