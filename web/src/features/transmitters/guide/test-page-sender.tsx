import { Button } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, testPageInputSchema } from '@dapnet/model';
import { showErrorDialog } from '../../../components/dialogs/dialogs';
import { NumberField } from '../../../components/form';
import { fieldErrors } from '../../../components/form/field-errors';
import { useToastHostNeeded } from '../../../components/toast/toast-store';
import { SUCCESS_TOAST_MS } from '../../../components/toast/success-toast';
import type { Message } from '../../../lib/messages/error-messages';
import { useCurrentUser } from '../../session/current-user/use-current-user';
import { subscribersApi } from '../../subscribers/api';
import { sendTestPage } from './guide-api';
import styles from './guide.module.css';

/** The user's first own pager, as the test page's address to start with. */
function useOwnPager(): { ric: number; subscriber: string; pager: string } | undefined {
  const user = useCurrentUser();
  const subscribers = useQuery(subscribersApi.listQuery());
  const own = subscribers.data?.find((subscriber) => subscriber.ownerNames.includes(user.name));
  // Lists leave pagers out for non-admins (the Core's restricted view): the record has them.
  const record = useQuery({ ...subscribersApi.itemQuery(own?.name ?? ''), enabled: !!own });
  const pager = record.data?.pagers?.[0];
  return pager && own && { ric: pager.number, subscriber: own.name, pager: pager.name };
}

/**
 * Step 3 of the guide: a short page through this transmitter only, to a pager address the user
 * chooses (their own pager to begin with), so they hear whether it transmits. Only once it is
 * connected: the node pages through live connections.
 */
export function TestPageSender({ name, connected }: { name: string; connected: boolean }) {
  const { t } = useTranslation();
  const ownPager = useOwnPager();
  const [typed, setTyped] = useState<number | '' | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Message>();
  const ric = typed ?? ownPager?.ric ?? '';

  const send = async () => {
    const page = { ric, text: t('transmitterGuide.testPage.text', { name }) };
    const errors = fieldErrors(testPageInputSchema, page);
    setError(errors.ric);
    if (errors.ric || ric === '') return;
    setSending(true);
    try {
      const { queued } = await sendTestPage(name, { ric, text: page.text });
      useToastHostNeeded.setState({ needed: true });
      const { showToast } = await import('../../../components/widgets/feedback/toast-api');
      showToast({
        title: t(
          queued ? 'transmitterGuide.testPage.sentTitle' : 'transmitterGuide.testPage.notSentTitle',
        ),
        message: t(
          queued ? 'transmitterGuide.testPage.sent' : 'transmitterGuide.testPage.notSent',
          {
            name,
            ric,
          },
        ),
        color: queued ? 'green' : 'yellow',
        autoClose: SUCCESS_TOAST_MS * 2,
      });
    } catch (failure) {
      await showErrorDialog(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.testPage}>
      <NumberField
        label={t('transmitterGuide.testPage.ric')}
        value={ric}
        onChange={setTyped}
        min={LIMITS.ric.min}
        max={LIMITS.ric.max}
        error={error}
        description={
          ownPager && ric === ownPager.ric
            ? t('transmitterGuide.testPage.ownPager', ownPager)
            : t('transmitterGuide.testPage.ricHint')
        }
      />
      <div>
        <Button onClick={() => void send()} loading={sending} disabled={!connected}>
          {t('transmitterGuide.testPage.send')}
        </Button>
      </div>
      {!connected && <p className={styles.note}>{t('transmitterGuide.testPage.whenConnected')}</p>}
    </div>
  );
}
