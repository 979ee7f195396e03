import { useParams } from 'react-router';
import { EditRecord } from '../../../components/form';
import { rubricsApi } from '../../../features/rubrics/api';
import { RubricForm } from '../../../features/rubrics/rubric-form';
import { mayChange, useViewer } from '../../../features/session/permissions';
import { paths } from '../../../lib/paths';

export default function EditRubricRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={rubricsApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.rubrics.list.href()}
    >
      {(rubric) => <RubricForm key={rubric.name} record={rubric} />}
    </EditRecord>
  );
}
