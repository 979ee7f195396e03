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
  CheckboxField,
  FormPage,
  NameField,
  TextField,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useSession } from '../session/session-store';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { usersApi } from './api';
import { sessionAfterSave } from './own-credentials';

/**
 * A new user's body with the name (which travels in the path). An existing user's name is not
 * checked: it is locked, and it is the one the Core has.
 */
const newUserSchema = userInputSchema.extend({ name: nameSchema });

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
  const session = useCurrentUser();
  const login = useSession((state) => state.login);
  const creating = record === undefined;
  const listHref = paths.users.list.href();
  const form = useEntityForm({
    fields: {
      name: { initial: record?.name ?? '', label: t('users.fields.name') },
      mail: { initial: record?.mail ?? '', label: t('users.fields.email') },
      // The Core's name for the password; a blank one on edit keeps the old one.
      hash: { initial: '', label: t('users.fields.password'), required: creating },
      admin: { initial: record?.admin ?? false },
    },
    check: async ({ hash }) => {
      if (hash === '' || isAlphanumeric(hash)) return false;
      await alertForbiddenCharacter();
      return true;
    },
    // The Core refuses admin:true from a non-admin, even unchanged: they send false.
    body: ({ hash, mail, admin }) => ({ hash, mail, admin: session.admin ? admin : false }),
    schema: creating ? newUserSchema : userInputSchema,
    send: {
      record: usersApi,
      creating,
      then: listHref,
      onSaved: (body, values) => {
        // Read now, not from when the form was drawn: signing in again mid-save may have
        // replaced the credentials.
        const saved = { name: values.name, password: body.hash, admin: body.admin };
        const next = sessionAfterSave(useSession.getState().user!, saved);
        if (next) login(next);
      },
    },
  });
  const { values, field } = form;

  return (
    <FormPage
      legend={creating ? t('users.new') : t('users.edit')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={listHref}
      info={<p>{t('users.info')}</p>}
    >
      <NameField label={t('users.fields.name')} {...field('name')} creating={creating} />
      <TextField
        label={t('users.fields.email')}
        type="email"
        {...field('mail')}
        autoComplete="email"
      />
      <TextField
        label={t('users.fields.password')}
        type="password"
        {...field('hash')}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        description={creating ? t('users.passwordRule') : t('users.passwordKeep')}
        required={creating}
      />
      {session.admin && (
        <CheckboxField
          label={t('users.fields.isAdmin')}
          checked={values.admin}
          onChange={(checked) => form.set('admin', checked)}
        />
      )}
    </FormPage>
  );
}
