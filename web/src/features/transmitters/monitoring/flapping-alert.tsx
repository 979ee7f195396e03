import { Callout } from '../../../components/ui/callout';
import type { TransmitterFlapping } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../session/current-user/use-current-user';
import styles from './monitoring.module.css';

/**
 * A transmitter whose connections keep replacing each other, or keep being refused: most often
 * two hotspots with the same name and key (a copied SD card). It names both addresses of the
 * latest replacement, so the operator can find the second device.
 */
export function FlappingAlert({ flapping }: { flapping: TransmitterFlapping }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const latest = flapping.lastReplacement;
  return (
    <Callout tone="warning" title={t('monitoring.flapping.title')}>
      <p className={styles.alertText}>
        {latest ? t('monitoring.flapping.sameName') : t('monitoring.flapping.refusedHint')}
      </p>
      <dl className={`${styles.details} ${styles.flappingDetails}`}>
        <dt>{t('monitoring.flapping.since')}</dt>
        <dd>{formatDateTime(flapping.since, language)}</dd>
        <dt>{t('monitoring.flapping.replaced')}</dt>
        <dd>{flapping.replaced}</dd>
        <dt>{t('monitoring.flapping.refused')}</dt>
        <dd>{flapping.refused}</dd>
        {latest && (
          <>
            <dt>{t('monitoring.flapping.latest')}</dt>
            <dd>
              {t('monitoring.flapping.replacement', { closed: latest.closed, by: latest.by })}
            </dd>
          </>
        )}
        <dt>{t('monitoring.flapping.addresses')}</dt>
        <dd>{flapping.addresses.join(', ')}</dd>
      </dl>
    </Callout>
  );
}
