import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/page/error-banner';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/password-input';
import { errorTitle, loginErrorMessage } from '../../lib/messages/error-messages';

// What the login page and the dialog that asks for the password again have in common, so that
// both say and ask the same.

/** Why the last login failed, in the list error texts; nothing while none has. */
export function LoginError({ error }: { error: Error | null }) {
  return (
    <ErrorBanner message={error ? loginErrorMessage(error) : null} title={errorTitle(error)} />
  );
}

/** The password box, named for the browser's password manager to fill in. */
export function LoginPassword({
  value,
  onChange,
  firstInDialog = false,
}: {
  value: string;
  onChange: (password: string) => void;
  /** The dialog puts the focus here when it opens (the name is given already). */
  firstInDialog?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('login.password')}
      name="password"
      autoComplete="current-password"
      required
      data-autofocus={firstInDialog || undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      toggleLabel={t('login.showPassword')}
    />
  );
}

/** Sends the login; busy while it is on its way. */
export function LoginSubmit({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" loading={pending}>
      {t('login.submit')}
    </Button>
  );
}
