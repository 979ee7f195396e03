import { Button } from '../../components/ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callInputSchema, normalizeName, type CallInput } from '@dapnet/model';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import { type FormErrors, SelectField } from '../../components/form';
import { fieldErrors } from '../../components/form/field-errors';
import { stopOnMissingInput } from '../../components/form/missing-input';
import { showTestPageSent } from './test-page-toast';
import { subscribersApi } from '../subscribers/api';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { useUserSettings } from '../session/use-user-settings';
import { CALLS_KEY, sendCall } from './api';
import styles from './test-page.module.css';

interface TestPageProps {
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
 * "Send a test page to my own pager" on the new-call page, for users who own a subscriber: the
 * current text goes as a normal (not emergency) call to one of their own subscribers, through
 * the groups chosen in the form or, when none are, the group they sent through last. The form
 * stays as it is, so the real call can follow.
 */
export function TestPage({
  text,
  typed,
  messageLabel,
  groups,
  showErrors,
  confirmReach,
}: TestPageProps) {
  const { t } = useTranslation();
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
  if (own.length === 0) return null;

  const subscriber = picked && own.includes(picked) ? picked : defaultTestPager(own, user.name);
  const through = groups.length > 0 ? groups : settings.groupChoices.recent.slice(0, 1);

  const sendTestPage = async () => {
    if (!subscriber) {
      setUnpicked(true);
      return;
    }
    if (await stopOnMissingInput({ text: { label: messageLabel, value: typed } }, showErrors))
      return;
    const call: CallInput = {
      text,
      callSignNames: [subscriber],
      transmitterGroupNames: [...through],
      emergency: false,
    };
    const errors = fieldErrors(callInputSchema, call);
    if (errors.text) {
      showErrors({ text: errors.text });
      return;
    }
    if (!(await confirmReach(through))) return;
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

  return (
    <section className={styles.testPage} aria-label={t('calls.testPage.title')}>
      {own.length > 1 && (
        <SelectField
          label={t('calls.testPage.subscriber')}
          options={own}
          value={subscriber}
          onChange={(name) => {
            setPicked(name);
            setUnpicked(false);
          }}
          error={unpicked && !subscriber ? { key: 'calls.testPage.choose' } : undefined}
        />
      )}
      <p className={styles.through}>
        {through.length > 0
          ? t('calls.testPage.through', { groups: through.join(', ') })
          : t('calls.testPage.noGroups')}
      </p>
      <Button
        variant="default"
        onClick={() => void sendTestPage()}
        loading={sending}
        disabled={through.length === 0}
      >
        {subscriber ? t('calls.testPage.sendTo', { subscriber }) : t('calls.testPage.send')}
      </Button>
    </section>
  );
}
