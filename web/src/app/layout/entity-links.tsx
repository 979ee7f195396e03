import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { NavMenu, NavMenuLink } from './nav-menu';
import classes from './navigation-bar.module.css';

/** The entity pages, for signed-in users only (spec section 2, navigation bar). */
export function EntityLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

  return (
    <>
      <NavLink to={paths.calls.list.path} className={classes.link}>
        {t('nav.calls')}
      </NavLink>
      <NavLink to={paths.subscribers.list.path} className={classes.link}>
        {t('nav.subscribers')}
      </NavLink>
      <NavMenu label={t('nav.rubrics')} active={under(paths.rubrics.list.path)}>
        <NavMenuLink to={paths.rubrics.list.path}>{t('nav.rubricsAll')}</NavMenuLink>
        <NavMenuLink to={paths.rubrics.activate.path}>{t('nav.rubricsActivate')}</NavMenuLink>
        <NavMenuLink to={paths.rubricContent.list.path} divided>
          {t('nav.rubricContent')}
        </NavMenuLink>
      </NavMenu>
      <NavMenu label={t('nav.transmitters')} active={under(paths.transmitters.list.path)}>
        <NavMenuLink to={paths.transmitters.list.path}>{t('nav.transmittersAll')}</NavMenuLink>
        <NavMenuLink to={paths.transmitters.map.path}>{t('nav.transmittersMap')}</NavMenuLink>
        <NavMenuLink to={paths.transmitterGroups.list.path} divided>
          {t('nav.transmitterGroups')}
        </NavMenuLink>
      </NavMenu>
      <NavLink to={paths.nodes.list.path} className={classes.link}>
        {t('nav.nodes')}
      </NavLink>
      <NavLink to={paths.users.list.path} className={classes.link}>
        {t('nav.users')}
      </NavLink>
    </>
  );
}
