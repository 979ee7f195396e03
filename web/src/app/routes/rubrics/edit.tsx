import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { rubricsApi } from '../../../features/rubrics/api';
import { RubricForm } from '../../../features/rubrics/rubric-form';
import { paths } from '../../../lib/paths';

export default function EditRubricRoute() {
  const { id = '' } = useParams();
  return (
    <EditRecord query={rubricsApi.itemQuery(id)} listHref={paths.rubrics.list.href()}>
      {(rubric) => <RubricForm key={rubric.name} record={rubric} />}
    </EditRecord>
  );
}
