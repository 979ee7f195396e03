import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UserIcon } from '../../components/icons';
import { readFrom, redirectState } from '../../features/session/redirect-state';
import { selectUser, useSession } from '../../features/session/session-store';
import { paths } from '../../lib/paths';
import { ColorSchemeChoices } from './color-scheme-choices';
import { NavMenu, NavMenuLink } from './nav-menu';
import { TimeDisplayChoices } from './time-display-choices';

/**
 * Settings (edit own user) and logout when signed in, login otherwise; light or dark pages; local
 * time or UTC and the clock.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const location = useLocation();

  return (
    <NavMenu label={user ? user.name : t('nav.guest')} icon={<UserIcon />} align="end">
      {user ? (
        <>
          <NavMenuLink to={paths.users.edit.href(user.name)}>{t('nav.settings')}</NavMenuLink>
          <NavMenuLink to={paths.logout.path} divided>
            {t('nav.logout')}
          </NavMenuLink>
        </>
      ) : (
        <NavMenuLink to={paths.login.path} state={redirectState(readFrom(location.state))}>
          {t('nav.login')}
        </NavMenuLink>
      )}
      <ColorSchemeChoices />
      <TimeDisplayChoices />
    </NavMenu>
  );
}
