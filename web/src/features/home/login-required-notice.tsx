import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { readFrom, redirectState } from '../session/redirect-state';
import { selectUser, useSession } from '../session/session-store';
import classes from './login-required-notice.module.css';

/** After a protected page sent a guest here: says why, with a login link that leads back. */
export function LoginRequiredNotice() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const from = readFrom(useLocation().state);
  if (user || !from) return null;
  return (
    <div className={classes.notice} role="status">
      <strong>{t('home.loginRequired.title')}</strong>
      <p>
        {t('home.loginRequired.text')}{' '}
        <Link to={paths.login.path} state={redirectState(from)}>
          {t('home.loginRequired.link')}
        </Link>
      </p>
    </div>
  );
}
