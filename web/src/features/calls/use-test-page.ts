import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callInputSchema, normalizeName, type CallInput } from '@dapnet/model';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import type { FormErrors } from '../../components/form';
import { fieldErrors } from '../../components/form/field-errors';
import { stopOnMissingInput } from '../../components/form/missing-input';
import { subscribersApi } from '../subscribers/api';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { useUserSettings } from '../session/use-user-settings';
import { CALLS_KEY, sendCall } from './api';
import { showTestPageSent } from './test-page-toast';

/** What the new-call form hands its test page. */
export interface TestPageProps {
  /** The message as it stands in the form, prefix included. */
  text: string;
  /** The part the user typed; empty means there is nothing to test yet. */
  typed: string;
  messageLabel: string;
  /** The transmitter groups chosen in the form. */
  groups: readonly string[];
  showErrors: (errors: FormErrors) => void;
  /** The form's second thought before a call reaches most of the network. */
  confirmReach: (groups: readonly string[]) => Promise<boolean>;
}

/**
 * The pager a test page goes to unless the user picks another: the subscriber named like the
 * user (their own pager), or the only one they own. Among several others there is no safe guess
 * (the first in the alphabet may be someone else's pager they look after), so the user is asked.
 */
export function defaultTestPager(own: readonly string[], userName: string): string | null {
  const named = own.find((name) => normalizeName(name) === normalizeName(userName));
  if (named) return named;
  return own.length === 1 ? own[0]! : null;
}

/**
 * The test page's state: the user's own subscribers, the one it goes to (picked or the default),
 * the groups it goes through (the form's, else the one sent through last) and its sending. `send`
 * checks the message like the form does, asks the form's reach question, sends it as a normal
 * call and says so; the form stays as it is.
 */
export function useTestPage(props: TestPageProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { settings } = useUserSettings();
  const subscribers = useQuery(subscribersApi.listQuery());
  const own = (subscribers.data ?? [])
    .filter((subscriber) => subscriber.ownerNames.includes(user.name))
    .map((subscriber) => subscriber.name);
  const [picked, setPicked] = useState<string | null>(null);
  const [unpicked, setUnpicked] = useState(false);
  const [sending, setSending] = useState(false);

  const subscriber = picked && own.includes(picked) ? picked : defaultTestPager(own, user.name);
  const through = props.groups.length > 0 ? props.groups : settings.groupChoices.recent.slice(0, 1);

  const send = async () => {
    if (!subscriber) {
      setUnpicked(true);
      return;
    }
    const call = await testCall(props, subscriber, through);
    if (!call || !(await props.confirmReach(through))) return;
    setSending(true);
    try {
      await sendCall(call);
      await queryClient.invalidateQueries({ queryKey: [CALLS_KEY], refetchType: 'none' });
      void showTestPageSent(subscriber);
    } catch (error) {
      await showErrorDialog(error);
    } finally {
      setSending(false);
    }
  };

  const pick = (name: string | null) => {
    setPicked(name);
    setUnpicked(false);
  };

  /** Several own subscribers and none picked yet, when the user tried to send. */
  const choiceMissing = unpicked && !subscriber;
  return { own, subscriber, through, sending, choiceMissing, pick, send };
}

/**
 * The test page's call (the form's text, normal priority), or null when the message is missing
 * or breaks its rules: the form then marks its message field as it would for the real call.
 */
async function testCall(
  { text, typed, messageLabel, showErrors }: TestPageProps,
  subscriber: string,
  through: readonly string[],
): Promise<CallInput | null> {
  if (await stopOnMissingInput({ text: { label: messageLabel, value: typed } }, showErrors))
    return null;
  const call: CallInput = {
    text,
    callSignNames: [subscriber],
    transmitterGroupNames: [...through],
    emergency: false,
  };
  const errors = fieldErrors(callInputSchema, call);
  if (errors.text) {
    showErrors({ text: errors.text });
    return null;
  }
  return call;
}
