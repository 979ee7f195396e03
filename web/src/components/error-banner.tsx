import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message } from '../lib/error-messages';
import { useMessage } from '../lib/use-message';

/** The red "Error" box above a list or form; renders nothing without a message. */
interface ErrorBannerProps {
  message: Message | null | undefined;
  /** Defaults to 'Error'; see errorTitle() for 'No Connection'. */
  title?: Message;
}

export function ErrorBanner({ message, title }: ErrorBannerProps) {
  const { t } = useTranslation();
  const text = useMessage();
  if (!message) return null;
  return (
    <Alert
      color="red"
      title={title ? text(title) : t('rest.errors.title')}
      role="alert"
      mb="md"
      variant="light"
    >
      {text(message)}
    </Alert>
  );
}
