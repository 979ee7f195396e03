import { LIMITS } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../lib/error-messages';
import { TextField } from './fields';

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Names are chosen once: on edit the field is locked (a new name would be a new record). */
  creating: boolean;
  error?: Message;
  /** A hint shown while creating. */
  hint?: string;
}

/** The name of a new record; locked on edit, with the note that renaming would duplicate. */
export function NameField({ label, value, onChange, creating, error, hint }: NameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      maxLength={LIMITS.name.max}
      disabled={!creating}
      error={error}
      description={creating ? hint : t('form.duplicationNote')}
    />
  );
}
