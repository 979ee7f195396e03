import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dapnet/model';
import {
  CheckboxField,
  DraftNotice,
  FormPage,
  GroupsPicker,
  MultiSelectField,
  MessageField,
} from '../../components/form';
import type { Message } from '../../lib/messages/error-messages';
import { paths } from '../../lib/paths';
import { subscribersApi } from '../subscribers/api';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { messagePrefix } from './send-again';
import { TestPage } from './test-page';
import { useCallForm } from './use-call-form';

/**
 * A new paging call: message (80 characters), subscribers, transmitter groups, priority, and the
 * test page to the user's own pager (useCallForm holds the state and the submit).
 */
export function CallForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const prefix = messagePrefix(user.name);
  const { form, distribution } = useCallForm(user.name, prefix);
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
      <SubscribersField {...field('callSignNames')} />
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

interface SubscribersFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: Message;
}

/** The subscribers a call goes to, picked from the network's list. */
function SubscribersField(props: SubscribersFieldProps) {
  const { t } = useTranslation();
  const subscribers = useQuery(subscribersApi.listQuery());
  return (
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
      {...props}
    />
  );
}
