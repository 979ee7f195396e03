import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { DialogOutlet } from '../../components/dialogs/dialog-outlet';
import { ToastOutlet } from '../../components/toast/toast-outlet';
import { LaterStage } from '../../lib/staged-render';
import { CookieNotice } from '../../features/consent/cookie-notice';
import { Footer } from './footer';
import { NavigationBar } from './navigation-bar';
import { useDocumentTitle } from './use-document-title';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import classes from './shell.module.css';

const MAIN_ID = 'main-content';

/** The frame around every page: bar, content, footer and the global notices and dialogs. */
export function Shell() {
  const { t } = useTranslation();
  useDocumentTitle();
  useFocusOnNavigate(MAIN_ID);
  useKeyboardShortcuts();

  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      {/* The bar, the page and the footer, each in a task of its own (lib/staged-render.tsx). */}
      <LaterStage>
        <NavigationBar />
      </LaterStage>
      <LaterStage>
        <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
      </LaterStage>
      <LaterStage>
        <Footer />
      </LaterStage>
      <CookieNotice />
      <DialogOutlet />
      <ToastOutlet />
      <ScrollRestoration />
    </div>
  );
}
