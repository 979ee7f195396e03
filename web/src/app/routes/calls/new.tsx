import { CallForm } from '../../../features/calls/call-form';

/**
 * /calls/new, the page senders live on: a module of its own rather than an export of the list's,
 * so that a first visit loads the form with the page (its chunks are in the page's manifest
 * entry and preloaded by the server) instead of the list's table first and the form after it.
 */
export default function NewCallRoute() {
  return <CallForm />;
}
