import { decodeFromPager, decodeSkyperRubric, type SentMessage } from '@dapnet/model';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTable, type PlainColumn } from '../../../components/plain-table/plain-table';
import { useFormatDateTime } from '../../session/current-user/use-current-user';
import { MonitorSection } from './monitor-section';
import styles from './monitoring.module.css';

interface RecentMessagesProps {
  messages: readonly SentMessage[];
  /** Whether the server gave the texts (admins and owners); otherwise the column is left out. */
  withTexts: boolean;
}

/**
 * A message's text as people read it, not in its on-air form: a Skyper rubric name or content
 * with its rubric number (and slot), any other text with the umlauts the German codes stand for.
 */
function readableText(message: SentMessage, t: TFunction): string {
  const text = message.text ?? '';
  const rubric = decodeSkyperRubric(message.ric, text);
  if (rubric?.kind === 'rubricName') {
    return t('monitoring.recent.rubricName', { number: rubric.rubricNumber, text: rubric.label });
  }
  if (rubric?.kind === 'rubricContent') {
    return t('monitoring.recent.rubricContent', {
      number: rubric.rubricNumber,
      slot: rubric.slot,
      text: rubric.text,
    });
  }
  return decodeFromPager(text);
}

/** The last messages put on the air, newest first. */
export function RecentMessages({ messages, withTexts }: RecentMessagesProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const columns = useMemo(() => {
    const all: PlainColumn<SentMessage>[] = [
      {
        id: 'time',
        header: t('monitoring.recent.time'),
        cell: (message) => formatDateTime(message.time),
        nowrap: true,
      },
      // A RIC is one number: it never breaks inside (it did, as "452 / 0", beside a long text).
      {
        id: 'ric',
        header: t('monitoring.recent.ric'),
        cell: (message) => message.ric,
        nowrap: true,
      },
      {
        id: 'priority',
        header: t('monitoring.recent.priority'),
        cell: (message) => t(`monitoring.priorities.${message.priority.toLowerCase()}`),
      },
      {
        id: 'outcome',
        header: t('monitoring.recent.outcome'),
        cell: (message) => t(`monitoring.outcome.${message.outcome}`),
      },
    ];
    if (withTexts) {
      all.push({
        id: 'text',
        header: t('monitoring.recent.text'),
        cell: (message) => readableText(message, t),
      });
    }
    return all;
  }, [t, formatDateTime, withTexts]);
  return (
    <MonitorSection title={t('monitoring.recent.title')}>
      <PlainTable
        label={t('monitoring.recent.title')}
        columns={columns}
        rows={messages}
        rowKey={(message, index) => `${message.time}-${message.ric}-${index}`}
        empty={t('monitoring.recent.empty')}
      />
      {!withTexts && <p className={styles.note}>{t('monitoring.recent.textsHidden')}</p>}
    </MonitorSection>
  );
}
