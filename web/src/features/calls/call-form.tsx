import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callInputSchema, LIMITS } from '@dapnet/model';
import { confirmEmergencyCall } from '../../components/dialogs/dialogs';
import {
  CheckboxField,
  FormPage,
  MultiSelectField,
  MessageField,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { subscribersApi } from '../subscribers/api';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { useCurrentUser } from '../session/use-current-user';
import { CALLS_KEY, sendCall } from './api';

/** The sender's name starts every message, as pagers show no sender. */
export function messagePrefix(userName: string): string {
  return `${userName.toUpperCase()}: `;
}

/** A new paging call: message (80 characters), subscribers, transmitter groups, priority. */
export function CallForm() {
  const { t } = useTranslation();
  const prefix = messagePrefix(useCurrentUser().name);
  const subscribers = useQuery(subscribersApi.listQuery());
  const groups = useQuery(transmitterGroupsApi.listQuery());
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
    confirm: async ({ emergency, callSignNames, transmitterGroupNames }) =>
      !emergency || confirmEmergencyCall(callSignNames, transmitterGroupNames),
    send: { request: sendCall, invalidate: CALLS_KEY, then: paths.calls.list.href() },
  });
  const { values, field } = form;

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
      <MultiSelectField
        label={t('calls.fields.transmitterGroups')}
        max={LIMITS.lists.transmitterGroups}
        options={groups.data?.map((group) => group.name) ?? []}
        {...field('transmitterGroupNames')}
      />
      <CheckboxField
        label={t('calls.fields.highPriority')}
        checked={values.emergency}
        onChange={(checked) => form.set('emergency', checked)}
      />
    </FormPage>
  );
}
