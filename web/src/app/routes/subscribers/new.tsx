import { SubscriberForm } from '../../../features/subscribers/subscriber-form';

export default function NewSubscriberRoute() {
  return <SubscriberForm />;
}
