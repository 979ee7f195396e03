import { SubscriberForm } from '../../../features/subscribers/subscriber-form';

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export default function NewSubscriberRoute() {
  return <SubscriberForm />;
}
