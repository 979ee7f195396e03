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
  return <h1 className={styles.title}>{children ?? (titleKey ? t(titleKey) : null)}</h1>;
}
