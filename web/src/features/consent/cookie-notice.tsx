import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../session/session-store';
import classes from './cookie-notice.module.css';

/** Says that the site uses cookies and local storage, until the visitor acknowledges it. */
export function CookieNotice() {
  const { t } = useTranslation();
  const accepted = useSession((state) => state.cookieConsent);
  const accept = useSession((state) => state.acceptCookies);
  if (accepted) return null;

  return (
    <section className={classes.notice} aria-label={t('cookies.label')}>
      <p className={classes.text}>
        {t('cookies.text')}{' '}
        <Link to={paths.privacy.path} className={classes.link}>
          {t('cookies.privacyLink')}
        </Link>
      </p>
      <button type="button" onClick={accept} className={classes.button}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
