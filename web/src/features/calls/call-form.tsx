import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callInputSchema } from '@dapnet/model';
import { confirmEmergencyCall } from '../../components/dialogs/dialogs';
import {
  CheckboxField,
  fieldErrors,
  FormPage,
  MultiSelectField,
  MessageField,
  stopOnMissingInput,
  useSend,
} from '../../components/form';
import { paths } from '../../lib/paths';
import type { Message } from '../../lib/error-messages';
import { subscribersApi } from '../subscribers/api';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { useSession } from '../session/session-store';
import { CALLS_KEY, sendCall } from './api';

/** The sender's name starts every message, as pagers show no sender. */
export function messagePrefix(userName: string): string {
  return `${userName.toUpperCase()}: `;
}

/** A new paging call: message (80 characters), subscribers, transmitter groups, priority. */
export function CallForm() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const prefix = messagePrefix(user.name);
  const [text, setText] = useState(prefix);
  const [callSignNames, setCallSignNames] = useState<string[]>([]);
  const [transmitterGroupNames, setTransmitterGroupNames] = useState<string[]>([]);
  const [emergency, setEmergency] = useState(false);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const { send, sending: saving } = useSend();
  const subscribers = useQuery(subscribersApi.listQuery());
  const groups = useQuery(transmitterGroupsApi.listQuery());

  const submit = async () => {
    const body = { text, callSignNames, transmitterGroupNames, emergency };
    const required = {
      // The sender prefix alone is no message.
      text: { label: t('calls.fields.message'), value: text.slice(prefix.length) },
      callSignNames: { label: t('calls.fields.subscribers'), value: callSignNames },
      transmitterGroupNames: {
        label: t('calls.fields.transmitterGroups'),
        value: transmitterGroupNames,
      },
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    const found = fieldErrors(callInputSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (emergency && !(await confirmEmergencyCall(callSignNames, transmitterGroupNames))) return;
    await send(() => sendCall(body), { invalidate: CALLS_KEY, then: paths.calls.list.href() });
  };

  return (
    <FormPage
      legend={t('calls.newLegend')}
      onSubmit={submit}
      saving={saving}
      cancelHref={paths.calls.list.href()}
      info={<p>{t('calls.info')}</p>}
    >
      <MessageField
        label={t('calls.fields.message')}
        value={text}
        onChange={setText}
        error={errors.text}
        prefix={prefix}
      />
      <MultiSelectField
        label={t('calls.fields.subscribers')}
        options={subscribers.data?.map((subscriber) => subscriber.name) ?? []}
        value={callSignNames}
        onChange={setCallSignNames}
        error={errors.callSignNames}
      />
      <MultiSelectField
        label={t('calls.fields.transmitterGroups')}
        options={groups.data?.map((group) => group.name) ?? []}
        value={transmitterGroupNames}
        onChange={setTransmitterGroupNames}
        error={errors.transmitterGroupNames}
      />
      <CheckboxField
        label={t('calls.fields.highPriority')}
        checked={emergency}
        onChange={setEmergency}
      />
    </FormPage>
  );
}
