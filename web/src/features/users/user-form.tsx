import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isAlphanumeric,
  nameSchema,
  PASSWORD_MAX_LENGTH,
  userInputSchema,
  type User,
} from '@dapnet/model';
import { alertForbiddenCharacter } from '../../components/dialogs/dialogs';
import {
  alertIfColonInName,
  CheckboxField,
  fieldErrors,
  FormPage,
  NameField,
  savedName,
  stopOnMissingInput,
  TextField,
  useSaveEntity,
} from '../../components/form';
import type { Message } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { useSession } from '../session/session-store';
import { usersApi } from './api';
import { sessionAfterSave } from './own-credentials';

interface UserFormProps {
  /** The user being edited; absent for a new user. */
  record?: User;
}

/**
 * A new user (admins only) or an existing one: name, mail, password, admin flag. A blank password
 * on edit keeps the old one; only admins see (and may send) the admin flag.
 */
export function UserForm({ record }: UserFormProps) {
  const { t } = useTranslation();
  const session = useSession((state) => state.user)!;
  const login = useSession((state) => state.login);
  const creating = record === undefined;
  const [name, setName] = useState(record?.name ?? '');
  const [mail, setMail] = useState(record?.mail ?? '');
  const [password, setPassword] = useState('');
  const [admin, setAdmin] = useState(record?.admin ?? false);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const { save, saving } = useSaveEntity(usersApi);
  const listHref = paths.users.list.href();

  const submit = async () => {
    const required = {
      name: { label: t('users.fields.name'), value: name },
      mail: { label: t('users.fields.email'), value: mail },
      // A blank password on edit keeps the old one.
      ...(creating ? { hash: { label: t('users.fields.password'), value: password } } : {}),
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    if (password !== '' && !isAlphanumeric(password)) {
      await alertForbiddenCharacter();
      return;
    }
    // The Core refuses admin:true from a non-admin, even unchanged: they send false.
    const body = { hash: password, mail, admin: session.admin ? admin : false };
    const found: Record<string, Message> = {};
    if (creating) {
      const nameError = fieldErrors(nameSchema, savedName(name))[''];
      if (nameError) found.name = nameError;
    }
    Object.assign(found, fieldErrors(userInputSchema, body));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      await alertIfColonInName(found);
      return;
    }
    const saved = { name, password, admin: body.admin };
    await save({
      name: savedName(name),
      body,
      creating,
      listHref,
      onSaved: () => {
        // Read now, not from when the form was drawn: signing in again mid-save may have
        // replaced the credentials.
        const next = sessionAfterSave(useSession.getState().user!, saved);
        if (next) login(next);
      },
    });
  };

  return (
    <FormPage
      legend={creating ? t('users.new') : t('users.edit')}
      onSubmit={() => void submit()}
      saving={saving}
      cancelHref={listHref}
      info={<p>{t('users.info')}</p>}
    >
      <NameField
        label={t('users.fields.name')}
        value={name}
        onChange={setName}
        creating={creating}
        error={errors.name}
      />
      <TextField
        label={t('users.fields.email')}
        type="email"
        value={mail}
        onChange={setMail}
        autoComplete="email"
        error={errors.mail}
      />
      <TextField
        label={t('users.fields.password')}
        type="password"
        value={password}
        onChange={setPassword}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        error={errors.hash}
        description={creating ? t('users.passwordRule') : t('users.passwordKeep')}
        required={creating}
      />
      {session.admin && (
        <CheckboxField label={t('users.fields.isAdmin')} checked={admin} onChange={setAdmin} />
      )}
    </FormPage>
  );
}
