import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Callout } from '../ui/callout';
import styles from './draft-notice.module.css';

interface DraftNoticeProps {
  /** The form opened with a draft kept from an earlier visit (useEntityForm's restoredDraft). */
  restored: boolean;
  onDiscard: () => void;
}

/**
 * Above a form that keeps drafts: says that what it shows was kept from an earlier visit, and
 * offers to throw it away and start anew. Nothing shows for a new, empty form.
 */
export function DraftNotice({ restored, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation();
  if (!restored) return null;
  return (
    <Callout tone="info" compact role="note" className={styles.notice}>
      <span className={styles.row}>
        <span>{t('form.draft.restored')}</span>
        <Button size="compact-sm" variant="default" onClick={onDiscard}>
          {t('form.draft.discard')}
        </Button>
      </span>
    </Callout>
  );
}
