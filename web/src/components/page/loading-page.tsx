import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';
import styles from '../form/form-page.module.css';

/** An edit form's page while its record loads: the title is already right, the form follows. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.loadingPage}>
      <PageTitle />
      <p>{t('common.loading')}</p>
    </div>
  );
}
