import { CallForm } from '../../../features/calls/call-form';

export default function NewCallRoute() {
  return <CallForm />;
}
