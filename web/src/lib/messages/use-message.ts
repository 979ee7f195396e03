import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from './error-messages';

/** Turns a Message into text: catalogue keys are translated, server text is shown as sent. */
export function useMessage(): (message: Message) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: Message) => ('raw' in message ? message.raw : t(message.key, message.values)),
    [t],
  );
}
