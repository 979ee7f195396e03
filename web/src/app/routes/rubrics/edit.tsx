import { useParams } from 'react-router';
import { LoadingPage, useEditRecord } from '../../../components/form';
import { rubricsApi } from '../../../features/rubrics/api';
import { RubricForm } from '../../../features/rubrics/rubric-form';
import { paths } from '../../../lib/paths';

export default function EditRubricRoute() {
  const { id = '' } = useParams();
  const rubric = useEditRecord(rubricsApi.itemQuery(id), paths.rubrics.list.href());
  if (!rubric.data) return <LoadingPage />;
  // Keyed by name: the form takes its starting values once, from the loaded record.
  return <RubricForm key={rubric.data.name} record={rubric.data} />;
}
