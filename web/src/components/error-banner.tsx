import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../lib/error-messages';
import { useMessage } from '../lib/use-message';
import styles from './error-banner.module.css';

interface ErrorBannerProps {
  message: Message | null | undefined;
  /** Defaults to 'Error'; see errorTitle() for 'No Connection'. */
  title?: Message;
}

/**
 * The red "Error" box above a list or form; renders nothing without a message. Plain HTML, so
 * that pages whose first screen does without the UI kit (the map) have it too.
 */
export function ErrorBanner({ message, title }: ErrorBannerProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const titleId = useId();
  if (!message) return null;
  // Named by its title, so that a screen reader's list of alerts says which one it is.
  return (
    <div className={styles.banner} role="alert" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {title ? text(title) : t('rest.errors.title')}
      </p>
      <p className={styles.text}>{text(message)}</p>
    </div>
  );
}
