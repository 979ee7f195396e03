import { Loader } from '../../components/ui/loader';
import { Button } from '../../components/ui/button';
import { Text } from '../../components/ui/text';
import { Heading } from '../../components/ui/heading';
import type { Version } from '@dapnet/model';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/page/error-banner';
import { WEB_COMMIT, WEB_VERSION } from '../../lib/build-info';
import {
  errorTitle,
  updateErrorMessage,
  versionApiErrorMessage,
} from '../../lib/messages/error-messages';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import { coreVersionQuery, updateInfoQuery, type UpdateInfo } from './version-api';
import classes from './version-details.module.css';
import layout from '../../components/ui/layout.module.css';

/** Core, API and web versions, and what the update server says about them. */
export function VersionDetails() {
  const { t } = useTranslation();
  const core = useQuery(coreVersionQuery);
  const update = useQuery({
    ...updateInfoQuery(core.data?.core ?? '', core.data?.api ?? ''),
    // Like the Core's own clients: the update server is asked only about versions we know.
    enabled: core.isSuccess,
  });
  const pending = <Loader size="xs" label={t('common.loading')} />;
  const unknown = core.isError ? t('version.unknown') : pending;

  return (
    <>
      <p className={classes.intro}>{t('version.intro')}</p>
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
        <Heading level={2} look={3} id="update-information" className={layout.mbSm}>
          {t('version.updateInformation')}
        </Heading>
        <UpdateInformation core={core} update={update} pending={pending} />
        {(core.isSuccess || core.isError) && (
          <Button
            variant="default"
            // Without the versions the update server cannot be asked: ask the API again first.
            onClick={() => void (core.isError ? core.refetch() : update.refetch())}
            disabled={update.isFetching || core.isFetching}
          >
            {t('version.checkAgain')}
          </Button>
        )}
      </section>
    </>
  );
}

interface UpdateInformationProps {
  core: UseQueryResult<Version>;
  update: UseQueryResult<UpdateInfo>;
  pending: ReactNode;
}

/**
 * What the update server said, or why it could not be asked or did not answer. A failed check
 * never leaves an earlier answer on show as if it were current.
 */
function UpdateInformation({ core, update, pending }: UpdateInformationProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (core.isPending || update.isFetching) return pending;
  if (core.isError) {
    if (core.isFetching) return pending;
    // Without the versions the update server is never asked. The banner above already says the
    // API is down; a second error here would blame the update server, which nobody asked.
    return (
      <Text size="sm" muted className={layout.mbSm}>
        {t('version.needsCoreVersion')}
      </Text>
    );
  }
  if (update.isError) return <ErrorBanner message={updateErrorMessage(update.error)} />;
  if (!update.data) return null;
  return (
    <>
      {/* One paragraph per line: the answer's lines are separate statements (one per component). */}
      <div className={classes.updateText}>
        {update.data.statements ? (
          <>
            <p>
              {t(
                update.data.statements.updateAvailable
                  ? 'version.update.available'
                  : 'version.update.newest',
              )}
            </p>
            {update.data.statements.components.map((statement) => (
              <p key={statement.name}>{t(`version.update.${statement.state}`, { ...statement })}</p>
            ))}
          </>
        ) : (
          update.data.text
            .split('\n')
            .filter((line) => line !== '')
            .map((line, index) => <p key={index}>{line}</p>)
        )}
      </div>
      <Text size="sm" muted className={layout.mbSm}>
        {t('version.checkedAt', { date: formatDateTime(update.data.checkedAt) })}
      </Text>
    </>
  );
}
