import { Text } from '../../components/ui/text';
import { Heading } from '../../components/ui/heading';
import layout from '../../components/ui/layout.module.css';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../components/page/page-title';
import { LoginForm } from '../../features/session/login-form';
import { readFrom } from '../../features/session/redirect-state';
import { selectUser, useSession } from '../../features/session/session-store';
import { safeRedirectTarget } from '../../lib/paths';
import styles from './login.module.css';

export default function LoginRoute() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const location = useLocation();

  // Signed in (already, or just now): go where the visitor was heading, else home.
  if (user) return <Navigate to={safeRedirectTarget(readFrom(location.state))} replace />;

  return (
    <div className={layout.page}>
      <PageTitle />
      <div className={`${layout.twoColumns} ${styles.columns}`}>
        <div className={layout.panel}>
          <LoginForm />
        </div>
        <section aria-labelledby="login-information">
          <Heading level={2} look={3} id="login-information" className={layout.mbXs}>
            {t('common.information')}
          </Heading>
          <Text className={layout.mbSm}>{t('login.help')}</Text>
          <Text>{t('login.privacyHint')}</Text>
        </section>
      </div>
    </div>
  );
}
