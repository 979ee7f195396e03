import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { callInputSchema, LIMITS } from '@dapnet/model';
import { confirmEmergencyCall } from '../../components/dialogs/dialogs';
import {
  CheckboxField,
  DraftNotice,
  FormPage,
  GroupsPicker,
  MultiSelectField,
  MessageField,
  useEntityForm,
} from '../../components/form';
import { isAllGroup } from '../../lib/distribution';
import { paths } from '../../lib/paths';
import { subscribersApi } from '../subscribers/api';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { useDistribution } from '../session/use-distribution';
import { useUserSettings } from '../session/use-user-settings';
import { CALLS_KEY, sendCall } from './api';
import { messagePrefix, readSendAgain } from './send-again';
import { TestPage } from './test-page';

/**
 * A new paging call: message (80 characters), subscribers, transmitter groups, priority. It
 * starts with the user's pinned groups, or with a call of theirs to send again; what is typed is
 * kept as a draft in this browser until it is sent or discarded.
 */
export function CallForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const prefix = messagePrefix(user.name);
  const subscribers = useQuery(subscribersApi.listQuery());
  const distribution = useDistribution();
  const { settings } = useUserSettings();
  const again = readSendAgain(useLocation().state);
  const form = useEntityForm({
    draft: { form: 'call', user: user.name, fresh: again !== null },
    fields: {
      text: {
        initial: prefix + (again?.text ?? ''),
        label: t('calls.fields.message'),
        // The sender prefix alone is no message.
        filled: ({ text }) => text.slice(prefix.length),
      },
      callSignNames: {
        initial: again?.callSignNames ?? [],
        label: t('calls.fields.subscribers'),
      },
      transmitterGroupNames: {
        // Groups the network no longer has are dropped by the picker once it knows them.
        initial:
          again?.transmitterGroupNames ??
          settings.groupChoices.pinned.filter((name) => !isAllGroup(name)),
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
      <DraftNotice restored={form.restoredDraft} onDiscard={form.discardDraft} />
      <MessageField label={t('calls.fields.message')} {...field('text')} prefix={prefix} />
      <MultiSelectField
        label={t('calls.fields.subscribers')}
        max={LIMITS.lists.callSubscribers}
        // Found by name or description: people remember "the pager in Lyon" more than a call.
        options={
          subscribers.data?.map(({ name, description }) => ({
            value: name,
            label: name,
            hint: description,
          })) ?? []
        }
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
