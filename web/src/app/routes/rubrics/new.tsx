import { RubricForm } from '../../../features/rubrics/rubric-form';

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export default function NewRubricRoute() {
  return <RubricForm />;
}
