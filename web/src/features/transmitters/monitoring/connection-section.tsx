import type { TransmitterConnection } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../session/current-user/use-current-user';
import { MonitorSection } from './monitor-section';
import styles from './monitoring.module.css';

interface ConnectionSectionProps {
  /** Null: not connected to this server; undefined: not known yet. */
  connection: TransmitterConnection | null | undefined;
}

/** The live connection to this server: since when, from where, what software, which slots. */
export function ConnectionSection({ connection }: ConnectionSectionProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <MonitorSection title={t('monitoring.connection.title')}>
      {connection ? (
        <dl className={styles.details}>
          <dt>{t('monitoring.connection.since')}</dt>
          <dd>{formatDateTime(connection.since)}</dd>
          <dt>{t('monitoring.connection.address')}</dt>
          <dd>{connection.address}</dd>
          <dt>{t('monitoring.connection.software')}</dt>
          <dd>{`${connection.deviceType} ${connection.deviceVersion}`.trim() || '–'}</dd>
          <dt>{t('monitoring.connection.timeSlots')}</dt>
          <dd>{connection.timeSlots || '–'}</dd>
        </dl>
      ) : (
        <p className={styles.note}>
          {connection === null ? t('monitoring.connection.none') : t('common.loading')}
        </p>
      )}
    </MonitorSection>
  );
}
