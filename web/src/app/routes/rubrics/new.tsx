import { RubricForm } from '../../../features/rubrics/rubric-form';

export default function NewRubricRoute() {
  return <RubricForm />;
}
