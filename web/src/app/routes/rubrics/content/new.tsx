import { RubricContentForm } from '../../../../features/rubrics/rubric-content-form';

export default function NewRubricContentRoute() {
  return <RubricContentForm />;
}
