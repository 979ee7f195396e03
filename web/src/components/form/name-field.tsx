import { LIMITS, normalizeName, VALIDATION } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { alertColonInName } from '../dialogs/dialogs';
import type { Message } from '../../lib/messages/error-messages';
import { removeInvisible } from '../../lib/url';
import { TextField } from './fields';

/**
 * The name a typed one is saved under: trimmed, without the spaces and zero-width characters the
 * API client removes from every path, and in lower case as the Core stores it.
 */
export function savedName(typed: string): string {
  return normalizeName(removeInvisible(typed.trim()));
}

/**
 * The 'colon' dialog (spec section 5) when the form's rule check found a colon in the name. The
 * field itself already shows the rule; the dialog says it where the user looks after Submit.
 */
export async function alertIfColonInName(errors: Record<string, Message>): Promise<void> {
  const error = errors.name;
  if (error && 'key' in error && error.key === VALIDATION.colon) await alertColonInName();
}

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Names are chosen once: on edit the field is locked (a new name would be a new record). */
  creating: boolean;
  /**
   * On edit, the name may be changed all the same, saving a copy under the new name (subscribers,
   * spec section 5); `renameNote` says so.
   */
  renameNote?: string;
  error?: Message;
  /** A hint shown while creating. */
  hint?: string;
}

/**
 * The name of a new record; locked on edit, with the note that renaming would duplicate (or, with
 * `renameNote`, open on edit, saving a copy under a new name). When the
 * rules change what was typed (case, spaces), the field says under which name it will be saved,
 * so nothing changes silently.
 */
export function NameField(props: NameFieldProps) {
  const { label, value, onChange, creating, error, hint, renameNote } = props;
  const { t } = useTranslation();
  const editable = creating || renameNote !== undefined;
  const saved = savedName(value);
  const changed = editable && saved !== '' && saved !== value;
  const first = creating ? hint : (renameNote ?? t('form.duplicationNote'));
  const description = (
    <>
      {first}
      {first && changed && <br />}
      {changed && t('form.savedAs', { name: saved })}
    </>
  );
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      maxLength={LIMITS.name.max}
      disabled={!editable}
      error={error}
      description={first || changed ? description : undefined}
    />
  );
}
