import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
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
  const { values, showErrors } = form;

  return (
    <CallFormPage
      onSubmit={() => void form.submit()}
      saving={form.sending}
      afterButtons={
        <TestPage
          text={values.text}
          typed={values.text.slice(prefix.length)}
          messageLabel={t('calls.fields.message')}
          groups={values.transmitterGroupNames}
          showErrors={showErrors}
          confirmReach={distribution.confirmReach}
        />
      }
    >
      <DraftNotice restored={form.restoredDraft} onDiscard={form.discardDraft} />
      <CallFields field={form.field} prefix={prefix} groups={distribution.pickerProps} />
    </CallFormPage>
  );
}

/**
 * The new-call page around its fields: title, legend, Submit and Abort, and the help beside it.
 * Also the page's static frame (prerender/new-call-frame.tsx), which draws it before the app.
 */
export function CallFormPage({
  onSubmit,
  saving,
  afterButtons,
  children,
}: {
  onSubmit: () => void;
  saving: boolean;
  /** The test page: below the buttons, which it would move down when it shows (FormPage). */
  afterButtons?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormPage
      legend={t('calls.newLegend')}
      onSubmit={onSubmit}
      saving={saving}
      cancelHref={paths.calls.list.href()}
      info={<p>{t('calls.info')}</p>}
      afterButtons={afterButtons}
    >
      {children}
    </FormPage>
  );
}

type CallFormState = ReturnType<typeof useCallForm>['form'];

/** What the form holds: the message, subscribers, groups and priority. */
export type CallValues = CallFormState['values'];

interface CallFieldsProps {
  /** Each field's value, setter and error (useEntityForm's `field`). */
  field: CallFormState['field'];
  /** The sender's prefix of the message ("DL1ABC: "), empty where the user is not known yet. */
  prefix: string;
  /** The groups picker's lists, pins and language (useDistribution's `pickerProps`). */
  groups: Omit<
    ComponentProps<typeof GroupsPicker>,
    'label' | 'max' | 'value' | 'onChange' | 'error'
  >;
}

/**
 * The call's fields, in their order: the form's, and, empty, those of the page's static frame
 * (prerender/new-call-frame.tsx), so both draw the very same fields in the same places.
 */
export function CallFields({ field, prefix, groups }: CallFieldsProps) {
  const { t } = useTranslation();
  const emergency = field('emergency');
  return (
    <>
      <MessageField label={t('calls.fields.message')} {...field('text')} prefix={prefix} />
      <SubscribersField {...field('callSignNames')} />
      <GroupsPicker
        label={t('calls.fields.transmitterGroups')}
        max={LIMITS.lists.transmitterGroups}
        {...groups}
        {...field('transmitterGroupNames')}
      />
      <CheckboxField
        label={t('calls.fields.highPriority')}
        checked={emergency.value}
        onChange={emergency.onChange}
      />
    </>
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
