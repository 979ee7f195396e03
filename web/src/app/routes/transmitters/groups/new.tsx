import { PlaceholderPage } from '../../../../components/placeholder-page';

// Filled in by the screen work that follows the shell; the route and its title are final.
export default function NewTransmitterGroupRoute() {
  return <PlaceholderPage />;
}
