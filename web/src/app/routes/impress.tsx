import { ImpressContent } from '../../features/legal/impress-content';
import { LegalPage } from '../../features/legal/legal-page';

export default function ImpressRoute() {
  return (
    <LegalPage>
      <ImpressContent />
    </LegalPage>
  );
}
