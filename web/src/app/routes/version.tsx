import layout from '../../components/ui/layout.module.css';
import { PageTitle } from '../../components/page/page-title';
import { VersionDetails } from '../../features/version/version-details';

export default function VersionRoute() {
  return (
    <div className={layout.page}>
      <PageTitle />
      <VersionDetails />
    </div>
  );
}
