import { RubricForm } from '../../../features/rubrics/rubric-form';
import { paths } from '../../../lib/paths';
import { RequireAdmin } from '../../layout/require-admin';

export default function NewRubricRoute() {
  return (
    <RequireAdmin listHref={paths.rubrics.list.href()}>
      <RubricForm />
    </RequireAdmin>
  );
}
