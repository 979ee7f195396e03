import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dapnet/model';
import type { Message } from '../../lib/error-messages';
import { TextAreaField } from './fields';

interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: Message;
}

/**
 * A paging message (a call, rubric content): at most 80 characters, the pager's limit, with the
 * characters left counted down and announced as they change.
 */
export function MessageField({ label, value, onChange, error }: MessageFieldProps) {
  const { t } = useTranslation();
  const remaining = LIMITS.message.max - value.length;
  return (
    <TextAreaField
      label={label}
      value={value}
      onChange={onChange}
      maxLength={LIMITS.message.max}
      error={error}
      description={
        <span aria-live="polite">{t('form.remainingCharacters', { count: remaining })}</span>
      }
      minRows={2}
    />
  );
}
