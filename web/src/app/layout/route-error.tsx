import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import classes from './route-error.module.css';

/**
 * Shown inside the shell when a page fails to load or render, typically a page module missing
 * after a new version was deployed: reloading fetches the new one. Plain HTML, because the UI kit
 * may be what failed to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={classes.page}>
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className={classes.button} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
