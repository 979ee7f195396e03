import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WEB_COMMIT, WEB_VERSION } from '../../lib/build-info';
import { useFirstScreenShown } from '../../lib/first-screen';
import { paths } from '../../lib/paths';
import { coreVersionQuery } from './version-api';

/** Stands for the core version while it is on its way. */
const PENDING = '…';

/**
 * "Core: x / Web: y (commit) / Check" in the footer. The core version reads "…" while it is
 * asked for, and "unknown" only once the request failed. It is asked for once the page's first
 * screen is up (lib/first-screen.ts): the footer is below it.
 */
export function VersionsLine() {
  const { t } = useTranslation();
  const { data, isError } = useQuery({ ...coreVersionQuery, enabled: useFirstScreenShown() });
  const core = data?.core ?? (isError ? t('footer.unknown') : PENDING);
  return (
    <p aria-busy={!data && !isError}>
      {t('footer.coreVersion', { version: core })}
      {' / '}
      {t('footer.webVersion', { version: WEB_VERSION, commit: WEB_COMMIT })}
      {' / '}
      <Link to={paths.version.path}>{t('footer.check')}</Link>
    </p>
  );
}
