import { MySitesPage } from '../../../features/my-sites/my-sites-page';

/** /transmitters/sites: "My sites", the user's transmitters and nodes as they change. */
export default function MySitesRoute() {
  return <MySitesPage />;
}
