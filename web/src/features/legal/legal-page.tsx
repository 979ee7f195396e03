import { Callout } from '../../components/ui/callout';
import layout from '../../components/ui/layout.module.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page/page-title';
import classes from './legal-page.module.css';

/** Frame of the German legal pages: a note in the reader's language, then the German text. */
export function LegalPage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={layout.pageNarrow}>
      <PageTitle />
      {i18n.language !== 'de' && (
        <Callout tone="neutral" className={layout.mbLg}>
          {t('legal.germanOnly')}
        </Callout>
      )}
      <div lang="de" className={classes.text}>
        {children}
      </div>
    </div>
  );
}
