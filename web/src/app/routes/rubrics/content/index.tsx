/** The rubric content's standard pages: the list and new content (lib/entities.ts declares them). */
import { ButtonLink } from '../../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OverviewPage } from '../../../../components/overview-page/overview-page';
import { LoadingPage } from '../../../../components/page/loading-page';
import { lazyForm } from '../../../../components/page/lazy-form';
import { NoPermissionPage } from '../../../../components/record-actions/no-permission-page';
import { newsQuery, rubricsApi } from '../../../../features/rubrics/api';
import { RubricContentTable } from '../../../../features/rubrics/rubric-content-table';
import { postableRubrics } from '../../../../features/rubrics/rubric-rules';
import { useViewer } from '../../../../features/session/current-user/permissions';
import { useSession } from '../../../../features/session/session-store';
import { formatNumber } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';

/**
 * Everybody may post to the rubrics they own, so the link is not for admins only; a user who owns
 * none is told why there is no link instead of being sent to a page that refuses them. Nothing is
 * offered until the rubrics are known.
 */
function NewContentAction() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const rubrics = useQuery(rubricsApi.listQuery());
  const mayPost =
    viewer.admin ||
    (rubrics.data !== undefined && postableRubrics(rubrics.data, viewer).length > 0);
  if (mayPost) {
    return <ButtonLink to={paths.rubricContent.new.href()}>{t('rubricContent.new')}</ButtonLink>;
  }
  if (!rubrics.data) return null;
  return <p>{t('rubricContent.noOwnRubric')}</p>;
}

export function List() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const news = useQuery(newsQuery());
  return (
    <OverviewPage
      actions={<NewContentAction />}
      statistics={
        news.data && [
          {
            label: t('rubricContent.stats.total'),
            value: formatNumber(news.data.length, language),
          },
        ]
      }
      aside={<p>{t('rubricContent.info.overview')}</p>}
    >
      <RubricContentTable
        news={news.data}
        error={news.error}
        refreshing={news.isFetching}
        onRefresh={() => void news.refetch()}
      />
    </OverviewPage>
  );
}

/** Loads with the new content page: the list does without it. */
const RubricContentForm = lazyForm(() =>
  import('../../../../features/rubrics/rubric-content-form').then(
    (module) => module.RubricContentForm,
  ),
);

/**
 * Content goes only into rubrics one owns (admins: any). A user who owns none gets the permission
 * message instead of a form whose rubric list would be empty. The form reads the same cached list.
 */
export function New() {
  const viewer = useViewer();
  const rubrics = useQuery(rubricsApi.listQuery());
  if (rubrics.isPending) return <LoadingPage />;
  // An admin may post to any rubric, even before the first one exists: not a permission matter.
  if (!viewer.admin && rubrics.data && postableRubrics(rubrics.data, viewer).length === 0) {
    return <NoPermissionPage listHref={paths.rubricContent.list.href()} />;
  }
  return <RubricContentForm />;
}
