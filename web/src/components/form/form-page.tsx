import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page/page-title';
import { SidePanelLayout } from '../page/side-panel';
import { Button, ButtonLink } from '../ui/button';
import { Fieldset } from '../ui/fieldset';
import layout from '../ui/layout.module.css';
import { ABORT_STATE } from './use-leave-guard';
import styles from './form-page.module.css';

interface FormPageProps {
  /** "New subscriber" or "Edit subscriber". */
  legend: string;
  onSubmit: () => void;
  saving: boolean;
  /** Abort goes back here, as does a successful save. */
  cancelHref: string;
  /** The help text of the side column. */
  info?: ReactNode;
  /**
   * A side action below Submit and Abort (the new call's test page), for one that shows only once
   * the page's data is there: below them it never moves the buttons the user is about to press.
   * It brings its own spacing (a part that draws nothing leaves no gap).
   */
  afterButtons?: ReactNode;
  children: ReactNode;
}

/**
 * Every form screen: a titled fieldset of fields, Submit and Abort, and a help column. Submitting
 * runs the form's own checks (missing input, rules) before anything is sent; Abort on a changed
 * form asks first (useEntityForm's leave guard knows Abort by the state its link carries).
 */
export function FormPage({
  legend,
  onSubmit,
  saving,
  cancelHref,
  info,
  afterButtons,
  children,
}: FormPageProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <div className={layout.page}>
      <PageTitle />
      <SidePanelLayout>
        <form onSubmit={submit} noValidate className={styles.form}>
          <Fieldset legend={legend} disabled={saving}>
            <div className={styles.fields}>{children}</div>
          </Fieldset>
          <div className={`${layout.group} ${styles.buttons}`}>
            <Button type="submit" loading={saving}>
              {t('form.submit')}
            </Button>
            <ButtonLink to={cancelHref} state={ABORT_STATE} variant="default">
              {t('form.abort')}
            </ButtonLink>
          </div>
          {afterButtons}
        </form>
        {info && (
          <aside className={styles.info} aria-label={t('common.information')}>
            <h2 className={styles.infoHeading}>{t('common.information')}</h2>
            {info}
          </aside>
        )}
      </SidePanelLayout>
    </div>
  );
}
