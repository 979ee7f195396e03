import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/page/titled-section';
import type { SiteChange } from './site-changes';
import { useChangeText } from './use-change-text';
import styles from './my-sites.module.css';

/**
 * What changed while the page is open, newest first. A polite live region: a screen reader says
 * a new entry once, without interrupting.
 */
export function SiteChangesList({ changes }: { changes: readonly SiteChange[] }) {
  const { t } = useTranslation();
  const changeText = useChangeText();
  return (
    <TitledSection
      title={t('mySites.changes.title')}
      classes={{ section: styles.changesSection, heading: styles.heading }}
    >
      <div aria-live="polite">
        {changes.length === 0 ? (
          <p className={styles.none}>{t('mySites.changes.none')}</p>
        ) : (
          <ul className={styles.changes}>
            {[...changes].reverse().map((change) => (
              <li key={`${change.kind}|${change.name}|${change.at}|${change.to}`}>
                {changeText(change)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  );
}
