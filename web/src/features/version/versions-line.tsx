import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WEB_COMMIT, WEB_VERSION } from '../../lib/build-info';
import { paths } from '../../lib/paths';
import { coreVersionQuery } from './version-api';

/** "Core: x / Web: y (commit) / Check" in the footer. A failure just reads "unknown". */
export function VersionsLine() {
  const { t } = useTranslation();
  const { data } = useQuery(coreVersionQuery);
  return (
    <p>
      {t('footer.coreVersion', { version: data?.core ?? t('footer.unknown') })}
      {' / '}
      {t('footer.webVersion', { version: WEB_VERSION, commit: WEB_COMMIT })}
      {' / '}
      <Link to={paths.version.path}>{t('footer.check')}</Link>
    </p>
  );
}
