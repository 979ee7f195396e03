import { useQuery } from '@tanstack/react-query';
import { LoadingPage } from '../../../../components/form';
import { NoPermissionPage } from '../../../../components/form/no-permission-page';
import { rubricsApi } from '../../../../features/rubrics/api';
import { RubricContentForm } from '../../../../features/rubrics/rubric-content-form';
import { postableRubrics } from '../../../../features/rubrics/rubric-rules';
import { useViewer } from '../../../../features/session/permissions';
import { paths } from '../../../../lib/paths';

/**
 * Content goes only into rubrics one owns (admins: any). A user who owns none gets the permission
 * message instead of a form whose rubric list would be empty. The form reads the same cached list.
 */
export default function NewRubricContentRoute() {
  const viewer = useViewer();
  const rubrics = useQuery(rubricsApi.listQuery());
  if (rubrics.isPending) return <LoadingPage />;
  // An admin may post to any rubric, even before the first one exists: not a permission matter.
  if (!viewer.admin && rubrics.data && postableRubrics(rubrics.data, viewer).length === 0) {
    return <NoPermissionPage listHref={paths.rubricContent.list.href()} />;
  }
  return <RubricContentForm />;
}
