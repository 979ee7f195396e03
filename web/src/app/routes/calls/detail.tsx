import { useParams } from 'react-router';
import { CallDetailPage } from '../../../features/calls/call-detail-page';

/** /calls/{id}: one call and what became of it on every transmitter (its own chunk). */
export default function CallDetailRoute() {
  const { id } = useParams();
  return <CallDetailPage key={id} id={id} />;
}
