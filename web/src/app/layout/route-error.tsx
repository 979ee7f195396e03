import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-error';
import classes from './route-error.module.css';

/** Statuses a proxy answers with when the server behind it is down. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Whether the site still answers. A page module that failed to load while the server answers is
 * missing (a new version was deployed); one that failed because nothing answers is a connection
 * problem. Any answer counts, even a 404: a static deployment may have no config.json at all.
 */
async function siteAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return !GATEWAY_STATUSES.has(response.status);
  } catch {
    return false;
  }
}

type Cause = 'checking' | 'noConnection' | 'newVersion';

async function findCause(error: unknown): Promise<Cause> {
  if (isApiError(error) && error.status === 0) return 'noConnection';
  return (await siteAnswers()) ? 'newVersion' : 'noConnection';
}

/**
 * Shown inside the shell when a page fails to load or render. Without a connection it says so in
 * the words of spec section 8; otherwise a page module is most likely missing after a new version
 * was deployed, and reloading fetches the new one. Plain HTML, because the UI kit may be what
 * failed to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The cause found for an error; another error (another page failed) is checked anew.
  const [found, setFound] = useState<{ error: unknown; cause: Cause } | null>(null);
  const cause = found && found.error === error ? found.cause : 'checking';
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
    let current = true;
    void findCause(error).then((cause) => {
      if (current) setFound({ error, cause });
    });
    return () => {
      current = false;
    };
  }, [error]);

  // Reloading while the server is down would only trade this page for the browser's own error.
  const retry = async () => {
    setRetrying(true);
    const cause = await findCause(error);
    setFound({ error, cause });
    if (cause === 'newVersion') window.location.reload();
    else setRetrying(false);
  };

  if (cause === 'checking') {
    return (
      <div className={classes.page} aria-busy="true">
        <p>{t('common.loading')}</p>
      </div>
    );
  }
  const offline = cause === 'noConnection';
  return (
    <div className={classes.page}>
      <h1>{offline ? t('rest.errors.noConnection') : t('routeError.title')}</h1>
      <p role={offline ? 'alert' : undefined}>
        {offline ? t('rest.errors.apiUnreachable') : t('routeError.text')}
      </p>
      <button
        type="button"
        className={classes.button}
        onClick={() => void retry()}
        disabled={retrying}
      >
        {t('routeError.reload')}
      </button>
    </div>
  );
}
