/** The rubrics' standard pages: list, new and edit (lib/entities.ts declares them). */
import { ButtonLink } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { rubricsApi } from '../../../features/rubrics/api';
import { RubricsTable } from '../../../features/rubrics/rubrics-table';
import { useSession } from '../../../features/session/session-store';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { RubricRecord } from '../../../features/rubrics/rubric-record';
import { lazyForm } from '../../../components/page/lazy-form';

export function List() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  const rubrics = useQuery(rubricsApi.listQuery());
  return (
    <OverviewPage
      actions={
        <>
          {user.admin && <ButtonLink to={paths.rubrics.new.href()}>{t('rubrics.new')}</ButtonLink>}
          {/* Activating one's own pager is for everybody, as in the navigation bar. */}
          <ButtonLink to={paths.rubrics.activate.href()} variant="default">
            {t('rubrics.activation.legend')}
          </ButtonLink>
        </>
      }
      statistics={
        rubrics.data && [
          { label: t('rubrics.stats.total'), value: formatNumber(rubrics.data.length, language) },
        ]
      }
      aside={<p>{t('rubrics.info.overview')}</p>}
    >
      <RubricsTable
        rubrics={rubrics.data}
        error={rubrics.error}
        refreshing={rubrics.isFetching}
        onRefresh={() => void rubrics.refetch()}
      />
    </OverviewPage>
  );
}

/** Loads with the new and edit pages: the list does without it. */
const RubricForm = lazyForm(() =>
  import('../../../features/rubrics/rubric-form').then((module) => module.RubricForm),
);

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export function New() {
  return <RubricForm />;
}

export function Edit() {
  const { id = '' } = useParams();
  return (
    <RubricRecord name={id}>
      {(rubric) => <RubricForm key={rubric.name} record={rubric} />}
    </RubricRecord>
  );
}
