import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from '../../lib/route-handle';
import styles from './page-title.module.css';

/**
 * The page's h1: by default the same translated title the document title uses. Plain HTML, so
 * that pages whose first screen does without the UI kit (the map) have it too.
 */
export function PageTitle({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return <PageHeading>{children ?? (titleKey ? t(titleKey) : null)}</PageHeading>;
}

/**
 * The h1 itself, without the router: the build draws it into a page's static frame
 * (prerender/page-frame.tsx), which the app's PageTitle then replaces without a shift.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}
