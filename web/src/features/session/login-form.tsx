import { Checkbox } from '../../components/ui/checkbox';
import { TextInput } from '../../components/ui/text-input';
import layout from '../../components/ui/layout.module.css';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedBefore, typedBefore } from '../../prerender/typed-before';
import { login } from './login-api';
import { LoginError, LoginPassword, LoginSubmit } from './login-parts';
import { useSession } from './session-store';

/** Username, password and "keep me signed in"; a failure shows the list error texts. */
export function LoginForm() {
  const { t } = useTranslation();
  const startSession = useSession((state) => state.login);
  // /login comes prerendered: what was typed before the app took the page over stays.
  const [name, setName] = useState(() => typedBefore('username'));
  const [password, setPassword] = useState(() => typedBefore('password'));
  const [remember, setRemember] = useState(() => checkedBefore('remember'));
  const mutation = useMutation({ mutationFn: login, onSuccess: startSession });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ name, password, remember });
  };

  return (
    // POST: a form sent without script (the page is prerendered, scripts/prerender.ts) must not
    // put the password into the address.
    <form method="post" onSubmit={submit} noValidate={false}>
      <LoginError error={mutation.error} />
      <div className={layout.stack}>
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <LoginPassword value={password} onChange={setPassword} />
        <Checkbox
          name="remember"
          label={t('login.remember')}
          description={t('login.rememberHelp')}
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <div>
          <LoginSubmit pending={mutation.isPending} />
        </div>
      </div>
    </form>
  );
}
