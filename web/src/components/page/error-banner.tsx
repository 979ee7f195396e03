import { useTranslation } from 'react-i18next';
import type { Message } from '../../lib/messages/error-messages';
import { useMessage } from '../../lib/messages/use-message';
import { Callout } from '../ui/callout';
import styles from './error-banner.module.css';

interface ErrorBannerProps {
  message: Message | null | undefined;
  /** Defaults to 'Error'; see errorTitle() for 'No Connection'. */
  title?: Message;
}

/**
 * The red "Error" box above a list or form, an alert named by its title; renders nothing
 * without a message.
 */
export function ErrorBanner({ message, title }: ErrorBannerProps) {
  const { t } = useTranslation();
  const text = useMessage();
  if (!message) return null;
  return (
    <Callout
      tone="danger"
      title={title ? text(title) : t('rest.errors.title')}
      className={styles.banner}
    >
      <p>{text(message)}</p>
    </Callout>
  );
}
