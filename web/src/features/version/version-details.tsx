import '@mantine/core/styles/Loader.css';
import { Button, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { WEB_COMMIT, WEB_VERSION } from '../../lib/build-info';
import { errorTitle, updateErrorMessage, versionApiErrorMessage } from '../../lib/error-messages';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../session/session-store';
import { coreVersionQuery, updateInfoQuery } from './version-api';
import classes from './version-details.module.css';

/** Core, API and web versions, and what the update server says about them. */
export function VersionDetails() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const core = useQuery(coreVersionQuery);
  const update = useQuery({
    ...updateInfoQuery(core.data?.core ?? '', core.data?.api ?? ''),
    // Like the Core's own clients: the update server is asked only about versions we know.
    enabled: core.isSuccess,
  });
  const pending = <Loader size="xs" aria-label={t('common.loading')} />;
  const unknown = core.isError ? t('version.unknown') : pending;

  return (
    <>
      <ErrorBanner
        message={core.isError ? versionApiErrorMessage(core.error) : null}
        title={errorTitle(core.error)}
      />
      <dl className={classes.versions}>
        <dt>{t('version.core')}</dt>
        <dd>{core.data?.core ?? unknown}</dd>
        <dt>{t('version.api')}</dt>
        <dd>{core.data?.api ?? unknown}</dd>
        <dt>{t('version.web')}</dt>
        <dd>{t('version.webValue', { version: WEB_VERSION, commit: WEB_COMMIT })}</dd>
      </dl>

      <section aria-labelledby="update-information">
        <Title order={2} size="h3" id="update-information" mb="sm">
          {t('version.updateInformation')}
        </Title>
        {update.isError && <ErrorBanner message={updateErrorMessage(update.error)} />}
        {update.isFetching && !update.data && pending}
        {update.data && (
          <>
            <pre className={classes.updateText}>{update.data.text}</pre>
            <Text size="sm" c="dimmed" mb="sm">
              {t('version.checkedAt', { date: formatDateTime(update.data.checkedAt, language) })}
            </Text>
          </>
        )}
        {core.isSuccess && (
          <Button
            variant="default"
            onClick={() => void update.refetch()}
            disabled={update.isFetching}
          >
            {t('version.checkAgain')}
          </Button>
        )}
      </section>
    </>
  );
}
