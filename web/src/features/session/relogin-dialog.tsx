import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import { Text } from '../../components/ui/text';
import { TextInput } from '../../components/ui/text-input';
import { Modal } from '../../components/widgets/modal';
import { login } from './login-api';
import { LoginError, LoginPassword, LoginSubmit } from './login-parts';
import { finishSignInAgain, useRelogin } from './relogin';
import { useSession } from './session-store';

/**
 * The dialog over the current page that asks for the password again after the API rejected it.
 * The name is fixed: the page and what was typed on it belong to this user (to switch users, log
 * out). Cancel leaves everything as it is; the rejected requests then fail as they would have.
 */
export function ReloginDialog() {
  const { t } = useTranslation();
  const name = useRelogin((state) => state.name);
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      useSession.getState().login(user);
      finishSignInAgain(true);
    },
  });
  if (name === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const remember = useSession.getState().user?.remember ?? false;
    mutation.mutate({ name, password, remember });
  };

  return (
    <Modal
      opened
      onClose={() => finishSignInAgain(false)}
      title={t('login.relogin.title')}
      centered
      closeLabel={t('common.close')}
    >
      <form onSubmit={submit}>
        <div className={layout.stack}>
          {/* Spec section 8's words for a refused request, then what to do about it. */}
          <Text className={layout.strong}>{t('rest.errors.permissions')}</Text>
          <Text>{t('login.relogin.text')}</Text>
          <LoginError error={mutation.error} />
          <TextInput
            label={t('login.username')}
            name="username"
            autoComplete="username"
            readOnly
            value={name}
          />
          <LoginPassword value={password} onChange={setPassword} firstInDialog />
          <div className={layout.groupEnd}>
            <Button variant="default" onClick={() => finishSignInAgain(false)}>
              {t('common.cancel')}
            </Button>
            <LoginSubmit pending={mutation.isPending} />
          </div>
        </div>
      </form>
    </Modal>
  );
}
