import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RunningIndicator } from '../../components/running-indicator';
import { VisuallyHidden } from '../../components/visually-hidden';
import { selectUser, useSession } from '../../features/session/session-store';
import { PRODUCT_NAME } from '../../lib/build-info';
import { LaterStage } from '../../lib/staged-render';
import { paths } from '../../lib/paths';
import { EntityLinks } from './entity-links';
import { HelpMenu } from './help-menu';
import { LanguageMenu } from './language-menu';
import { UnreadCountSlot } from './unread-count-slot';
import { UserMenu } from './user-menu';
import classes from './navigation-bar.module.css';

const MENU_ID = 'main-menu';

/** The top bar. On narrow screens its entries fold behind a menu button. */
export function NavigationBar() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const { pathname } = useLocation();
  // Open "at" a page: choosing another page closes the folded menu, so it does not hide the page.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === pathname;

  return (
    <header className={classes.header}>
      <RunningIndicator />
      <div className={classes.bar}>
        <Link to={paths.home.path} className={classes.brand}>
          {PRODUCT_NAME}
        </Link>
        <button
          type="button"
          className={classes.burger}
          onClick={() => setOpenedAt(opened ? null : pathname)}
          aria-expanded={opened}
          aria-controls={MENU_ID}
        >
          <span className={classes.burgerLines} data-open={opened} aria-hidden="true" />
          {/* Text, not aria-label: the name then includes the unread count ("Open menu 3 unread"). */}
          <VisuallyHidden>{t(opened ? 'nav.closeMenu' : 'nav.openMenu')}</VisuallyHidden>
          {user && !opened && (
            <span className={classes.burgerCount}>
              <UnreadCountSlot notify={false} />
            </span>
          )}
        </button>
        <nav id={MENU_ID} aria-label={t('nav.main')} className={classes.nav} data-open={opened}>
          {/* The links, and then the menus, each in a task of their own (lib/staged-render.tsx). */}
          <LaterStage>
            <div className={classes.group}>{user && <EntityLinks />}</div>
          </LaterStage>
          <LaterStage>
            <div className={classes.group}>
              <HelpMenu />
              <LanguageMenu />
              <UserMenu />
            </div>
          </LaterStage>
        </nav>
      </div>
    </header>
  );
}
