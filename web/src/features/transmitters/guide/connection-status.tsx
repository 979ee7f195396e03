import type { HandshakeRefusal } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '../../../components/records/transmitter-status-badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../session/current-user/use-current-user';
import { refusalReason, type FirstConnection } from './first-connection';
import styles from './guide.module.css';

/**
 * Step 2 of the guide: whether the transmitter has connected, live. A polite live region, so a
 * screen reader hears "Connected" or "Refused" when it happens without leaving the page.
 */
export function ConnectionStatus({ state }: { state: FirstConnection }) {
  return (
    <div role="status" aria-live="polite" className={styles.statusArea}>
      <StatusText state={state} />
    </div>
  );
}

function StatusText({ state }: { state: FirstConnection }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const statusText = useStatusText();
  const when = (time: string) => formatDateTime(time, language);
  const lastConnected = (time: string | null) =>
    time && (
      <p className={styles.note}>
        {t('transmitterGuide.status.lastConnected', { time: when(time) })}
      </p>
    );
  switch (state.kind) {
    case 'loading':
      return <p className={styles.note}>{t('common.loading')}</p>;
    case 'connected':
      return (
        <>
          <div className={`${styles.box} ${styles.connected}`}>
            <p className={styles.boxTitle}>
              {t('transmitterGuide.status.connected', {
                time: when(state.since),
                address: state.address,
                device: state.device || '–',
              })}
            </p>
            <p>{t('transmitterGuide.status.connectedNext')}</p>
          </div>
          {state.refusal && <Refusal refusal={state.refusal} />}
        </>
      );
    case 'refused':
      return (
        <>
          <Refusal refusal={state.refusal} />
          <Waiting />
          {lastConnected(state.lastConnected)}
        </>
      );
    case 'waiting':
      return (
        <>
          <Waiting />
          {lastConnected(state.lastConnected)}
        </>
      );
    case 'statusOnly':
      return (
        <div className={styles.box}>
          <p className={styles.boxTitle}>{t('transmitterGuide.status.noLive')}</p>
          <p>{t('transmitterGuide.status.apiStatus', { status: statusText(state.status) })}</p>
          {lastConnected(state.lastConnected)}
        </div>
      );
  }
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <p className={styles.waiting}>
      <span className={styles.pulse} aria-hidden="true" />
      {t('transmitterGuide.status.waiting')}
    </p>
  );
}

/** A refused login: when, from where, under which name, why, and what to do about it. */
function Refusal({ refusal }: { refusal: HandshakeRefusal }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reason = refusalReason(refusal.reason);
  return (
    <div className={`${styles.box} ${styles.refused}`}>
      <p className={styles.boxTitle}>
        {t('transmitterGuide.status.refused', {
          time: formatDateTime(refusal.time, language),
          address: refusal.address,
          name: refusal.name,
        })}
      </p>
      <p>
        <strong>{t(`transmitterGuide.refusal.${reason}.reason`)}</strong>{' '}
        {t(`transmitterGuide.refusal.${reason}.help`)}
      </p>
      <p className={styles.note}>
        {t('transmitterGuide.status.refusalLine', { line: refusal.reason })}
      </p>
    </div>
  );
}
