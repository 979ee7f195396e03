import { ActivationForm } from '../../../features/rubrics/activation-form';

export default function ActivateRubricsRoute() {
  return <ActivationForm />;
}
