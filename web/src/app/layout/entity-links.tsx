import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { entityNavigation } from '../../lib/entities';
import { NavMenu, NavMenuLink } from './nav-menu';
import classes from './navigation-bar.module.css';
import { UnreadCountSlot } from './unread-count-slot';

const linkPaths = entityNavigation.flatMap((entry) => ('links' in entry ? [] : [entry.page.path]));

/** The entity pages, for signed-in users only (spec section 2, navigation bar; lib/entities.ts). */
export function EntityLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A menu is marked while any page below its first link's path is open.
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  // A link gives way to a more specific one whose page is open ("Calls" on "My pages").
  const givesWay = (path: string) =>
    linkPaths.some((other) => other.startsWith(`${path}/`) && under(other));

  return entityNavigation.map((entry) =>
    'links' in entry ? (
      <NavMenu key={entry.label} label={t(entry.label)} active={under(entry.links[0]!.page.path)}>
        {entry.links.map((link) => (
          <NavMenuLink key={link.label} to={link.page.path} divided={link.divided}>
            {t(link.label)}
          </NavMenuLink>
        ))}
      </NavMenu>
    ) : (
      <NavLink
        key={entry.label}
        to={entry.page.path}
        end={givesWay(entry.page.path)}
        className={classes.link}
      >
        {t(entry.label)}
        {entry.count === 'unreadPages' && <UnreadCountSlot notify />}
      </NavLink>
    ),
  );
}
