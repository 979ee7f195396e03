import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryState, Receipt } from '@dapnet/model';
import { Svg } from '../icons';
import { summarizeReceipt, type ReceiptTone } from './receipt-summary';
import styles from './delivery.module.css';

/** A receipt in words: "Acknowledged by 12 of 14 transmitters (1 failed, 1 offline)". */
export function useReceiptText(): (receipt: Receipt) => string {
  const { t } = useTranslation();
  return useCallback(
    (receipt: Receipt) => {
      const { main, troubles } = summarizeReceipt(receipt);
      const text = t(`receipts.${main.key}`, main.values);
      if (troubles.length === 0) return text;
      const list = troubles.map((phrase) => t(`receipts.${phrase.key}`, phrase.values));
      return `${text} (${list.join(', ')})`;
    },
    [t],
  );
}

/** Decorative: the words beside it say the same. */
function ToneIcon({ tone }: { tone: ReceiptTone }) {
  return (
    <Svg size={14}>
      {tone === 'done' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="m8 12 3 3 5-6" />
        </>
      )}
      {tone === 'waiting' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 7v5l3 2" />
        </>
      )}
      {tone === 'partly' && (
        <>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </>
      )}
      {tone === 'failed' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="m15 9-6 6M9 9l6 6" />
        </>
      )}
      {tone === 'none' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M8 12h8" />
        </>
      )}
    </Svg>
  );
}

/**
 * A receipt as an icon and words (never colour alone), a link to the record's detail view when
 * there is one.
 */
export function ReceiptStatus({ receipt, href }: { receipt: Receipt; href?: string }) {
  const text = useReceiptText()(receipt);
  const { tone } = summarizeReceipt(receipt);
  const content = (
    <>
      <ToneIcon tone={tone} />
      <span>{text}</span>
    </>
  );
  const className = `${styles.status} ${styles[tone]}`;
  return href ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  );
}

/** How one transmitter's page reads in the detail view. */
const STATE_TONES: Record<DeliveryState, ReceiptTone> = {
  queued: 'waiting',
  sent: 'waiting',
  acknowledged: 'done',
  failed: 'failed',
  expired: 'failed',
  offline: 'failed',
};

/** One page's state for one transmitter, as an icon and words. */
export function DeliveryStateLabel({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const tone = STATE_TONES[state];
  return (
    <span className={`${styles.status} ${styles[tone]}`}>
      <ToneIcon tone={tone} />
      <span>{t(`receipts.states.${state}`)}</span>
    </span>
  );
}
